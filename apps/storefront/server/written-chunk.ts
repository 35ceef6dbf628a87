/**
 * The bytes of one `res.write(chunk, encoding)` or `res.end(chunk, encoding)` call, or null when the
 * call carried none (only a callback, or nothing).
 */
export function writtenChunk(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.from(chunk as Uint8Array);
}
