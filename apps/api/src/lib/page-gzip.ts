import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Gzip for the app's HTML pages, most of which is the same text on every page: index.html's head
 * with the app's stylesheet (docs/decisions/046). That part is compressed once, and each page
 * compresses only what follows it; the two deflate streams are joined into one gzip member.
 *
 * A deflate stream can be continued after a full flush: the first part then ends on a byte
 * boundary, without a final block, and with nothing that the part after it refers back to. The
 * gzip trailer's checksum covers the whole page (CRC-32 continued over the second part).
 */

/** The app's stylesheet, which the build writes into index.html's head (decision 044). */
const STYLESHEET = '<style id="static-styles">';
/** Where the shared part ends: the end of that stylesheet. */
const SHARED_END = '</style>';
/** gzip's header: deflate, no name or time, no extra flags, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 0xff]);

interface SharedPart {
  text: string;
  /** Its deflate blocks, ending in a full flush. */
  deflated: Buffer;
  crc: number;
  bytes: number;
}

export class PageGzip {
  private shared: SharedPart | undefined;

  /** `html` as one gzip member, from the shared part compressed before if it starts with it. */
  compress(html: string): Buffer {
    const start = html.indexOf(STYLESHEET);
    const end = start === -1 ? -1 : html.indexOf(SHARED_END, start);
    const head = end === -1 ? '' : html.slice(0, end + SHARED_END.length);
    const shared = head === '' ? undefined : this.sharedPart(head);
    const rest = Buffer.from(shared ? html.slice(head.length) : html);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(rest, shared?.crc ?? 0) >>> 0, 0);
    trailer.writeUInt32LE(((shared?.bytes ?? 0) + rest.length) % 2 ** 32, 4);
    const own = deflateRawSync(rest, { level: 6 });
    return Buffer.concat(
      shared ? [GZIP_HEADER, shared.deflated, own, trailer] : [GZIP_HEADER, own, trailer],
    );
  }

  /** The shared part for `head`, compressed again only when it changed (a new build). */
  private sharedPart(head: string): SharedPart {
    if (this.shared?.text !== head) {
      const bytes = Buffer.from(head);
      this.shared = {
        text: head,
        deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
        crc: crc32(bytes),
        bytes: bytes.length,
      };
    }
    return this.shared;
  }
}
