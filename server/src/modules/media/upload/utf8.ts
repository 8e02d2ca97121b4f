import { isUtf8 } from 'node:buffer';

/** Bytes in the UTF-8 sequence this lead byte starts (1 for anything invalid: the check then fails it). */
function sequenceLength(lead: number): number {
  if (lead >= 0xf0 && lead <= 0xf7) return 4;
  if (lead >= 0xe0) return lead <= 0xef ? 3 : 1;
  if (lead >= 0xc0) return 2;
  return 1;
}

/** How many bytes at the end of `chunk` (from `start`) begin a sequence the chunk does not finish. */
function unfinishedTail(chunk: Buffer, start: number): number {
  for (let back = 1; back <= 3 && chunk.length - back >= start; back += 1) {
    const byte = chunk[chunk.length - back] ?? 0;
    if ((byte & 0xc0) === 0x80) continue;
    return sequenceLength(byte) > back ? back : 0;
  }
  return 0;
}

/**
 * Is a stream valid UTF-8 without NUL bytes (text, not binary)? Checked chunk by chunk with
 * `isUtf8`, carrying a sequence split between chunks over: no strings are made, so a 100 MB
 * text upload costs no more memory than a binary one.
 */
export class TextCheck {
  textual = true;
  private carry = Buffer.alloc(0);

  push(chunk: Buffer): void {
    if (!this.textual) return;
    if (chunk.includes(0)) {
      this.textual = false;
      return;
    }
    let start = 0;
    if (this.carry.length > 0) {
      const missing = sequenceLength(this.carry[0] ?? 0) - this.carry.length;
      const joint = Buffer.concat([this.carry, chunk.subarray(0, missing)]);
      start = Math.min(missing, chunk.length);
      if (joint.length < this.carry.length + missing) {
        this.carry = joint;
        return;
      }
      if (!isUtf8(joint)) {
        this.textual = false;
        return;
      }
    }
    const end = chunk.length - unfinishedTail(chunk, start);
    if (!isUtf8(chunk.subarray(start, end))) this.textual = false;
    this.carry = Buffer.from(chunk.subarray(end));
  }

  /** The end of the stream: a sequence left unfinished is no text. */
  end(): void {
    if (this.carry.length > 0) this.textual = false;
  }
}
