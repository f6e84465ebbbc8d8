/**
 * Multipart bodies cut off in transit, where a hostile run cut them: inside an image, just before
 * the closing boundary, and right after the first field. Every route that reads a form must refuse
 * them whole (400), never act on the parts before the cut.
 */
export const UPLOAD_CUTS = [
  'inside an image',
  'before the closing boundary',
  'after the first field',
] as const;
export type UploadCut = (typeof UPLOAD_CUTS)[number];

/** Where `where` cuts this multipart body (bytes kept); the body must hold a file part for 'inside an image'. */
export function cutPoint(bytes: Uint8Array, type: string, where: UploadCut): number {
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1] ?? '';
  // One character per byte, so an index in the text is the same index in the bytes.
  const text = new TextDecoder('latin1').decode(bytes);
  if (where === 'before the closing boundary') return text.lastIndexOf(`--${boundary}--`);
  if (where === 'after the first field') return text.indexOf(`\r\n--${boundary}`);
  const file = text.indexOf('filename=');
  const content = text.indexOf('\r\n\r\n', file) + 4;
  const next = text.indexOf(`\r\n--${boundary}`, content);
  return file === -1 ? -1 : content + Math.floor((next - content) / 2);
}

/** A form as a browser sends it (the texts, then the files) cut off at `where`. */
export async function cutUpload(
  where: UploadCut,
  files: File[],
  fields: Record<string, string>,
): Promise<{ bytes: Uint8Array<ArrayBuffer>; type: string }> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const file of files) form.append('files', file);
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? '';
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  return { bytes: bytes.slice(0, cutPoint(bytes, type, where)), type };
}
