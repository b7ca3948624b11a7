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

/** index.html's templates live a few at a time (a page's head tags stripped or not, two builds). */
const KEPT_SHARED_PARTS = 8;

/**
 * A page as the part every page built from its template shares (index.html up to the end of the
 * app's stylesheet; empty when it has none) and the rest.
 */
export interface PageText {
  shared: string;
  rest: string;
}

/**
 * `html` split where its shared part ends. A caller that builds pages from one template splits
 * the template once and fills in the rest: searching each whole page for the stylesheet would
 * copy it first (a page built by joining strings is one flat string only once something reads
 * it so).
 */
export function splitPage(html: string): PageText {
  const start = html.indexOf(STYLESHEET);
  const found = start === -1 ? -1 : html.indexOf(SHARED_END, start);
  const end = found === -1 ? 0 : found + SHARED_END.length;
  return { shared: html.slice(0, end), rest: html.slice(end) };
}

export class PageGzip {
  private readonly shared = new Map<string, SharedPart>();

  /** The page `shared` + `rest` as one gzip member; `shared` is compressed once and kept. */
  compress({ shared, rest }: PageText): Buffer {
    const head = shared === '' ? undefined : this.sharedPart(shared);
    const own = Buffer.from(rest);
    const trailer = Buffer.alloc(8);
    trailer.writeUInt32LE(crc32(own, head?.crc ?? 0) >>> 0, 0);
    trailer.writeUInt32LE(((head?.bytes ?? 0) + own.length) % 2 ** 32, 4);
    const deflated = deflateRawSync(own, { level: 6 });
    return Buffer.concat(
      head ? [GZIP_HEADER, head.deflated, deflated, trailer] : [GZIP_HEADER, deflated, trailer],
    );
  }

  /** The shared part `text`, compressed once (V8 keeps a string's hash: looking it up is cheap). */
  private sharedPart(text: string): SharedPart {
    let part = this.shared.get(text);
    if (!part) {
      const bytes = Buffer.from(text);
      part = {
        text,
        deflated: deflateRawSync(bytes, { level: 9, finishFlush: constants.Z_FULL_FLUSH }),
        crc: crc32(bytes),
        bytes: bytes.length,
      };
      if (this.shared.size >= KEPT_SHARED_PARTS) this.shared.clear();
      this.shared.set(text, part);
    }
    return part;
  }
}
