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
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packedSize, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packedSize, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(name.length, 28);
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
