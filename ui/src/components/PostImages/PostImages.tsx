import { type ReactElement, useId, useState } from 'react';
import { Text } from '../Text/Text.tsx';
import { AltTextLines } from './AltTextLines.tsx';
import * as s from './PostImages.css.ts';

/** One image of a post and the alt text it is posted with. */
export interface PostImagesItem {
  url: string;
  altText: string;
}

export interface PostImagesProps {
  /** The post's images in order; nothing is drawn without any. */
  images: readonly PostImagesItem[];
  /** The section's heading. Default 'Images'. */
  title?: string;
  /** The heading's level, to fit the page outline. Default 2. */
  headingLevel?: 2 | 3;
}

/**
 * Every image of a post, each with the alt text it is posted with under it (the image's own alt is
 * that text too), in a grid that is one column on a phone. An image that fails to load keeps its
 * place and its alt text, with a note in place of the picture.
 */
export function PostImages({
  images,
  title = 'Images',
  headingLevel = 2,
}: PostImagesProps): ReactElement | null {
  const headingId = useId();
  if (images.length === 0) return null;
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={s.section} aria-labelledby={headingId}>
      <Heading id={headingId} className={s.heading}>
        {title}
      </Heading>
      <ul className={s.grid}>
        {images.map((image, index) => (
          <PostImageFigure key={`${image.url}-${index}`} image={image} index={index} />
        ))}
      </ul>
    </section>
  );
}

function PostImageFigure({ image, index }: { image: PostImagesItem; index: number }): ReactElement {
  const [broken, setBroken] = useState(false);
  return (
    <li>
      <figure className={s.figure}>
        {broken ? (
          <div className={s.missing}>
            <Text size="sm" tone="muted">
              Image {index + 1} could not be shown
            </Text>
          </div>
        ) : (
          <img
            className={s.image}
            src={image.url}
            alt={image.altText}
            decoding="async"
            onError={() => setBroken(true)}
          />
        )}
        <figcaption className={s.caption}>
          <AltTextLines index={index} altText={image.altText} />
        </figcaption>
      </figure>
    </li>
  );
}
