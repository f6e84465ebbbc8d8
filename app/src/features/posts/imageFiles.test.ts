import { describe, expect, it } from 'vitest';
// The carousel's own rule, imported from its pure module (the package entry also loads styles).
import { acceptedImages } from '../../../../ui/src/components/ImageCarousel/images.ts';
import { pickImages } from './imageFiles.ts';

const file = (name: string, type: string) => ({ name, type });

describe('which files Post Drafting keeps (SPEC §5)', () => {
  it('keeps JPEG, JPG, PNG and WebP, in order, and silently ignores everything else', () => {
    const drop = [
      file('a.png', 'image/png'),
      file('b.pdf', 'application/pdf'),
      file('c.jpg', 'image/jpeg'),
      file('d.gif', 'image/gif'),
      file('e.jpg', 'image/jpg'),
      file('f.svg', 'image/svg+xml'),
      file('g.webp', 'image/webp'),
      file('h.heic', 'image/heic'),
      file('i.mp4', 'video/mp4'),
    ];
    expect(acceptedImages(drop).map((f) => f.name)).toEqual(['a.png', 'c.jpg', 'e.jpg', 'g.webp']);
  });

  it('stops at 10 images in all and counts what it left out', () => {
    const drop = Array.from({ length: 4 }, (_, i) => file(`${i}.webp`, 'image/webp'));
    const picked = pickImages(drop, 8);
    expect(picked.keep).toEqual(drop.slice(0, 2));
    expect(picked.overLimit).toBe(2);
    expect(pickImages(drop, 10)).toEqual({ keep: [], overLimit: 4 });
    expect(pickImages(drop, 0)).toEqual({ keep: drop, overLimit: 0 });
  });
});
