import { describe, expect, it } from 'vitest';
import { boundaryOf, isWholeMultipart } from './multipart.ts';

/** A multipart body as a browser sends it: two texts and an image. */
async function upload() {
  const form = new FormData();
  form.append('topic_details', 'Launch day');
  form.append('files', new File([new Uint8Array(300).fill(0x89)], 'a.png', { type: 'image/png' }));
  form.append('media_context', 'Our new loaf');
  const encoded = new Response(form);
  const type = encoded.headers.get('content-type') ?? '';
  return { bytes: new Uint8Array(await encoded.arrayBuffer()), boundary: boundaryOf(type) ?? '' };
}
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('a multipart body arrived whole', () => {
  it('accepts what a browser sends, with or without the last line break or an epilogue', async () => {
    const { bytes, boundary } = await upload();
    expect(isWholeMultipart(bytes, boundary)).toBe(true);
    const close = text(bytes).lastIndexOf(`--${boundary}--`) + boundary.length + 4;
    expect(isWholeMultipart(bytes.subarray(0, close), boundary)).toBe(true);
    const epilogue = new Uint8Array([...bytes, ...new TextEncoder().encode('trailing words')]);
    expect(isWholeMultipart(epilogue, boundary)).toBe(true);
  });

  it.each([
    ['inside the image', (t: string, b: string) => t.indexOf(`--${b}`, t.indexOf('a.png')) - 100],
    ['before the closing boundary', (t: string, b: string) => t.lastIndexOf(`--${b}--`)],
    ['inside the closing boundary', (t: string, b: string) => t.lastIndexOf(`--${b}--`) + b.length + 3],
    ['after the first field', (t: string, b: string) => t.indexOf(`\r\n--${b}`)],
    ['inside the first header block', (t: string) => t.indexOf('name="topic_details"')],
  ])('refuses a body cut off %s', async (_where, cutAt) => {
    const { bytes, boundary } = await upload();
    const cut = cutAt(text(bytes), boundary);
    expect(cut).toBeGreaterThan(0);
    expect(isWholeMultipart(bytes.subarray(0, cut), boundary)).toBe(false);
  });

  it('refuses a body that is not multipart at all, or a part without its header block', () => {
    const encode = (s: string) => new TextEncoder().encode(s);
    expect(isWholeMultipart(encode('{"topic_details":"x"}'), 'b')).toBe(false);
    expect(isWholeMultipart(new Uint8Array(), 'b')).toBe(false);
    expect(isWholeMultipart(encode('--b\r\nContent-Disposition: form-data; name="x"\r\n--b--'), 'b')).toBe(
      false,
    );
  });

  it('reads the boundary, quoted or not, and refuses one RFC 2046 does not allow', () => {
    expect(boundaryOf('multipart/form-data; boundary=----x1')).toBe('----x1');
    expect(boundaryOf('multipart/form-data; charset=utf-8; BOUNDARY="a b"')).toBe('a b');
    expect(boundaryOf('multipart/form-data')).toBeNull();
    expect(boundaryOf('multipart/form-data; boundary=')).toBeNull();
    expect(boundaryOf(`multipart/form-data; boundary=${'x'.repeat(71)}`)).toBeNull();
    expect(boundaryOf('multipart/form-data; boundary=a\u0000b')).toBeNull();
  });
});
