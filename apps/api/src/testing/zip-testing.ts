import { crc32, deflateRawSync } from 'node:zlib';

// ZIP archives for the DOCX checks: real ones, and ones whose central directory says what a
// zip bomb would say (huge sizes, ZIP64 markers) without the gigabytes behind it.

export interface ZipEntry {
  name: string;
  /** The bytes stored for the entry, as packed. */
  packed: Buffer;
  /** 0 = stored, 8 = deflated. */
  method: 0 | 8;
  /** The unpacked size the headers declare. */
  size: number;
  /** The packed size the headers declare; the length of `packed` unless said otherwise. */
  packedSize?: number;
}

export interface ZipOptions {
  /** The entry count the end record declares; the real count unless said otherwise. */
  declaredEntries?: number;
  comment?: Buffer;
}

/** An entry deflated for real: it unpacks to `content`. */
export function deflated(name: string, content: Buffer): ZipEntry {
  return { name, packed: deflateRawSync(content), method: 8, size: content.length };
}

export function stored(name: string, content: Buffer | string): ZipEntry {
  const packed = Buffer.from(content);
  return { name, packed, method: 0, size: packed.length };
}

interface SharedFields {
  method: number;
  crc: number;
  packedSize: number;
  size: number;
  nameLength: number;
}

/**
 * The fields a local header and its central directory record both hold, in the same order from
 * the method on: at 8 in a local header, at 10 in a central record (APPNOTE 4.3.7, 4.3.12).
 */
function writeSharedFields(header: Buffer, at: number, fields: SharedFields): void {
  header.writeUInt16LE(fields.method, at);
  header.writeUInt32LE(fields.crc, at + 6);
  header.writeUInt32LE(fields.packedSize, at + 10);
  header.writeUInt32LE(fields.size, at + 14);
  header.writeUInt16LE(fields.nameLength, at + 18);
}

/** A ZIP file of `entries`, with local headers, a central directory and its end record. */
export function craftZip(entries: ZipEntry[], options: ZipOptions = {}): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const crc = crc32(entry.packed);
    const packedSize = entry.packedSize ?? entry.packed.length;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    const shared = {
      method: entry.method,
      crc,
      packedSize,
      size: entry.size,
      nameLength: name.length,
    };
    writeSharedFields(local, 8, shared);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    writeSharedFields(central, 10, shared);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.packed);
    centrals.push(central, name);
    offset += local.length + name.length + entry.packed.length;
  }
  const directory = Buffer.concat(centrals);
  const comment = options.comment ?? Buffer.alloc(0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(options.declaredEntries ?? entries.length, 8);
  end.writeUInt16LE(options.declaredEntries ?? entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  end.writeUInt16LE(comment.length, 20);
  return Buffer.concat([...locals, directory, end, comment]);
}

/** The parts every DOCX has, so that the archive is recognised as a Word document. */
export const wordParts = (): ZipEntry[] => [
  deflated('[Content_Types].xml', Buffer.from('<?xml version="1.0"?><Types/>')),
  deflated('word/document.xml', Buffer.from('<?xml version="1.0"?><w:document/>')),
];
