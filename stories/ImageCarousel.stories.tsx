import { useState } from 'react';
import { expect, fn, spyOn, userEvent, waitFor } from 'storybook/test';
import preview from '../.storybook/preview.tsx';
import {
  acceptedImages,
  type CarouselImage,
  ImageCarousel,
  indexAfterRemoval,
  isAcceptedImage,
  wrapIndex,
} from '../ui/src/index.ts';
import { composedDocs } from './composedDocs.tsx';
import { samplePhoto } from './generationFixtures.ts';
import { padded } from './padded.tsx';

const three: CarouselImage[] = [
  { id: 'a', name: 'croissants-tray.jpg', src: samplePhoto(200) },
  { id: 'b', name: 'sourdough-window.png', src: samplePhoto(20) },
  { id: 'c', name: 'shopfront-morning.webp', src: samplePhoto(280) },
];

interface ScreenProps {
  initial?: CarouselImage[];
  disabled?: boolean;
  onAddFiles?: (files: File[]) => void;
  onRemove?: (id: string) => void;
}

/** The carousel driven the way the Post Drafting screen drives it: images and index in state. */
function PostMedia({ initial = [], disabled, onAddFiles, onRemove }: ScreenProps) {
  const [images, setImages] = useState(initial);
  const [index, setIndex] = useState(0);
  return (
    <ImageCarousel
      images={images}
      index={index}
      disabled={disabled}
      onIndexChange={setIndex}
      onAddFiles={(files) => {
        onAddFiles?.(files);
        // The first new image is shown, as a person expects after picking.
        setIndex(images.length);
        setImages([
          ...images,
          ...files.map((file, offset) => ({
            id: `${images.length + offset}-${file.name}`,
            name: file.name,
            src: URL.createObjectURL(file),
          })),
        ]);
      }}
      onRemove={(id) => {
        onRemove?.(id);
        const at = images.findIndex((image) => image.id === id);
        const next = images.filter((image) => image.id !== id);
        setImages(next);
        setIndex(indexAfterRemoval(at, next.length));
      }}
    />
  );
}

/** A real image file of the given type, drawn on a canvas (no fixtures on disk). */
async function imageFile(name: string, type: 'image/png' | 'image/jpeg' | 'image/webp', hue: number) {
  const canvas = document.createElement('canvas');
  canvas.width = 400;
  canvas.height = 300;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no 2d canvas');
  context.fillStyle = `hsl(${hue} 65% 70%)`;
  context.fillRect(0, 0, 400, 300);
  context.fillStyle = `hsl(${hue + 180} 55% 40%)`;
  context.beginPath();
  context.arc(200, 150, 90, 0, Math.PI * 2);
  context.fill();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type));
  if (!blob) throw new Error(`cannot encode ${type}`);
  return new File([blob], name, { type });
}

/**
 * A file drag event as the browser sends it, with a real DataTransfer (testing-library's fireEvent
 * swaps the DataTransfer for an empty one, so it cannot carry files).
 */
function drag(target: Element, type: 'dragenter' | 'dragover' | 'drop', files: File[]) {
  const dataTransfer = new DataTransfer();
  for (const file of files) dataTransfer.items.add(file);
  target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer }));
}

const meta = preview.meta({
  title: 'Generation/ImageCarousel',
  component: PostMedia,
  // The stories play a scenario around ImageCarousel; its Docs page documents ImageCarousel's own props.
  parameters: { docs: composedDocs(ImageCarousel) },
  args: { onAddFiles: fn(), onRemove: fn() },
  decorators: [padded({ maxWidth: '30rem' })],
  // The scenario's knobs a designer can turn (the images themselves come from each story).
  argTypes: {
    disabled: {
      control: 'boolean',
      description: 'A run is in flight: picking, deleting and the arrows wait.',
    },
  },
});

/** No images yet: one drop zone that is also the button that opens the file picker. */
export const EmptyDropZone = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const zone = canvas.getByRole('button', {
      name: 'Media Click to choose or drag and drop images here JPEG, PNG or WebP — several at once',
    });
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    await expect(input).toHaveAttribute('accept', 'image/jpeg,image/jpg,image/png,image/webp');
    await expect(input.multiple).toBe(true);
    // The picker itself is the browser's; what matters is that click and keyboard both open it.
    const open = spyOn(input, 'click').mockImplementation(() => {});
    await userEvent.click(zone);
    zone.focus();
    await userEvent.keyboard('{Enter}');
    await expect(open).toHaveBeenCalledTimes(2);
    open.mockRestore();
  },
});

/** Several files picked at once: all kept, the first new one shown, '1 / 2'. */
export const PickSeveral = meta.story({
  play: async ({ canvas, canvasElement, args }) => {
    const input = canvasElement.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
    const files = [
      await imageFile('latte.png', 'image/png', 30),
      await imageFile('cake.jpg', 'image/jpeg', 330),
    ];
    await userEvent.upload(input, files);
    await expect(args.onAddFiles).toHaveBeenCalledWith(files);
    await expect(canvas.getByRole('region', { name: 'Media' })).toBeVisible();
    await expect(canvas.getByText('1 / 2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'latte.png' })).toBeVisible();
  },
});

/** SPEC §5: dropped files of other types (a GIF, a PDF, a text file) are silently ignored. */
export const DropKeepsOnlyImages = meta.story({
  play: async ({ canvas, args }) => {
    const zone = canvas.getByRole('button', { name: /Click to choose/ });
    const png = await imageFile('bread.png', 'image/png', 40);
    const webp = await imageFile('buns.webp', 'image/webp', 250);
    const others = [
      new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }),
      new File(['%PDF-1.7'], 'menu.pdf', { type: 'application/pdf' }),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    ];
    drag(zone, 'drop', [others[0] as File, png, ...others.slice(1), webp]);
    await expect(args.onAddFiles).toHaveBeenCalledTimes(1);
    await expect(args.onAddFiles).toHaveBeenCalledWith([png, webp]);
    await expect(canvas.getByText('1 / 2')).toBeVisible();

    // Only unsupported files: nothing happens at all.
    drag(canvas.getByRole('region', { name: 'Media' }), 'drop', others);
    await expect(args.onAddFiles).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('1 / 2')).toBeVisible();

    // The same rules, as the pure functions the app can reuse.
    await expect(isAcceptedImage({ type: 'image/jpg', name: 'x' })).toBe(true);
    await expect(isAcceptedImage({ type: 'IMAGE/PNG', name: 'x' })).toBe(true);
    await expect(isAcceptedImage({ type: 'image/svg+xml', name: 'logo.png' })).toBe(false);
    await expect(isAcceptedImage({ type: '', name: 'IMG_0001.WEBP' })).toBe(true);
    await expect(isAcceptedImage({ type: '', name: 'IMG_0001.heic' })).toBe(false);
    await expect(acceptedImages([...others, png]).map((file) => file.name)).toEqual(['bread.png']);
  },
});

/** Files dragged over the zone: the brand outline invites the drop. */
export const DraggingOver = meta.story({
  play: async ({ canvas }) => {
    const zone = canvas.getByRole('button', { name: /Click to choose/ });
    const files = [await imageFile('bread.png', 'image/png', 40)];
    const before = getComputedStyle(zone).borderTopColor;
    drag(zone, 'dragenter', files);
    drag(zone, 'dragover', files);
    await waitFor(() => expect(getComputedStyle(zone).borderTopColor).not.toBe(before));
  },
});

/** SPEC §2, §4: previous and next wrap around; the counter follows; arrow keys work too. */
export const PreviousNextWrap = meta.story({
  args: { initial: three },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'croissants-tray.jpg' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByText('3 / 3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'shopfront-morning.webp' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('2 / 3')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'sourdough-window.png' })).toBeVisible();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(canvas.getByText('3 / 3')).toBeVisible();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('1 / 3')).toBeVisible();
    await expect(wrapIndex(-1, 3)).toBe(2);
    await expect(wrapIndex(3, 3)).toBe(0);
  },
});

/** SPEC §4: deleting the last image shown moves back by one; deleting every image brings the zone back. */
export const DeleteCurrent = meta.story({
  args: { initial: three },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Previous image' }));
    await expect(canvas.getByText('3 / 3')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image' }));
    await expect(args.onRemove).toHaveBeenLastCalledWith('c');
    await expect(canvas.getByText('2 / 2')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'sourdough-window.png' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image' }));
    await expect(canvas.getByText('1 / 1')).toBeVisible();
    // One image: nothing to step through.
    await expect(canvas.queryByRole('button', { name: 'Next image' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete image' }));
    await expect(args.onRemove).toHaveBeenCalledTimes(3);
    await expect(canvas.getByRole('button', { name: /Click to choose/ })).toBeVisible();
    await expect(indexAfterRemoval(0, 2)).toBe(0);
    await expect(indexAfterRemoval(2, 2)).toBe(1);
  },
});

/** While a draft is generating, the images stay viewable but cannot change. */
export const DisabledWhileGenerating = meta.story({
  args: { initial: three, disabled: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'Delete image' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Add images' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next image' }));
    await expect(canvas.getByText('2 / 3')).toBeVisible();
    drag(canvas.getByRole('region', { name: 'Media' }), 'drop', [
      await imageFile('late.png', 'image/png', 90),
    ]);
    await expect(args.onAddFiles).not.toHaveBeenCalled();
  },
});

/** A portrait photo is shown whole inside the 4:3 frame; the frame keeps its shape. */
export const PortraitImage = meta.story({
  args: { initial: [{ id: 'p', name: 'tall-cake.png', src: samplePhoto(330, 600, 900) }] },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'tall-cake.png' });
    const frame = image.parentElement?.getBoundingClientRect();
    await expect(frame ? frame.width / frame.height : 0).toBeCloseTo(4 / 3, 1);
    // Whole: the picture is letterboxed inside the frame, not cropped by it.
    await expect(image.getBoundingClientRect().height).toBeLessThanOrEqual((frame?.height ?? 0) + 1);
    await expect(canvas.getByText('1 / 1')).toBeVisible();
  },
});
