// The bench's generation requests, built once and sent as they are by every connection: a concept run
// (JSON, one handle) and a post drafting run with 1 or 3 photos (multipart, serialised by the platform's
// own FormData, exactly as the SPA's fetch sends it). The photos are real PNGs made with pngjs.
import { PNG } from 'pngjs';

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

/**
 * A photo-sized PNG (800 × 600, about 300 kB, what a phone photo weighs after the browser's scaling):
 * gradients with a bit of noise, so deflate cannot shrink it to nothing and the server checks, strips
 * and stores a realistic number of bytes.
 */
export function benchPhoto(seed) {
  const png = new PNG({ width: PHOTO_WIDTH, height: PHOTO_HEIGHT, colorType: 2 });
  let state = seed;
  const noise = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return (state >>> 16) & 1;
  };
  for (let y = 0; y < PHOTO_HEIGHT; y++) {
    for (let x = 0; x < PHOTO_WIDTH; x++) {
      const i = (y * PHOTO_WIDTH + x) * 4;
      const n = noise();
      png.data[i] = ((x * 255) / PHOTO_WIDTH + n) & 255;
      png.data[i + 1] = ((y * 255) / PHOTO_HEIGHT + n) & 255;
      png.data[i + 2] = (((x + y) * 127) / (PHOTO_WIDTH + PHOTO_HEIGHT) + 64 + n) & 255;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 2 });
}

/** { method, path, headers, body } of one generation request; body is a Buffer. */
export async function generationRequests() {
  const concept = {
    method: 'POST',
    path: '/api/user/generate/concept',
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(
      JSON.stringify({
        handles: [{ type: 'instagram', reference: 'ada.bakes' }],
        related_handles: [],
        additional_instructions: 'Autumn menu, sourdough workshops.',
      }),
    ),
  };
  const photos = [1, 2, 3].map(benchPhoto);
  const drafting = async (count) => {
    const form = new FormData();
    for (const [i, photo] of photos.slice(0, count).entries()) {
      form.append('files', new File([photo], `photo-${i + 1}.png`, { type: 'image/png' }));
    }
    form.append('topic_details', 'Launch of the autumn sourdough box');
    const encoded = new Request('http://bench.invalid/', { method: 'POST', body: form });
    return {
      method: 'POST',
      path: '/api/user/generate/post?style=e-commerce',
      headers: { 'content-type': encoded.headers.get('content-type') },
      body: Buffer.from(await encoded.arrayBuffer()),
    };
  };
  return {
    photoKb: photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1024,
    targets: [
      { label: 'concept run (5 concepts + their posts)', ...concept },
      { label: 'post drafting, 1 image', ...(await drafting(1)) },
      { label: 'post drafting, 3 images', ...(await drafting(3)) },
    ],
  };
}
