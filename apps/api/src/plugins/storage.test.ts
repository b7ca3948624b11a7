import { existsSync, mkdtempSync, readdirSync, rmSync, utimesSync } from 'node:fs';
import { text } from 'node:stream/consumers';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import {
  PENDING_HOLD_MAX_AGE_MS,
  PENDING_PREFIX,
  UPLOAD_TOO_SLOW_MESSAGE,
  localFileStorage,
} from './storage';

// The local file store's side of decision 020: files are saved pending and made permanent
// once their row is committed.

const root = mkdtempSync(path.join(tmpdir(), 'firstshift-storage-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function freshStore() {
  const dir = mkdtempSync(path.join(root, 'uploads-'));
  return { dir, storage: localFileStorage(dir) };
}

describe('local file storage', () => {
  it('saves pending, makes permanent once (a second rename is not an error), and reads both', async () => {
    const { dir, storage } = freshStore();
    const { key, size } = await storage.save(Readable.from([Buffer.from('%PDF-1.4 cv')]));
    expect(size).toBe(11);
    expect(readdirSync(dir)).toEqual([PENDING_PREFIX + key]);
    // A row committed just before a crash: its file is read under the pending name.
    expect(await text(storage.open(key))).toBe('%PDF-1.4 cv');
    expect(await storage.list()).toEqual([
      { key, pending: true, changedAt: expect.any(Date) as Date },
    ]);

    await storage.hold(key);
    await storage.makePermanent(key);
    await storage.makePermanent(key);
    expect(readdirSync(dir)).toEqual([key]);
    expect(await text(storage.open(key))).toBe('%PDF-1.4 cv');
    expect(await storage.list()).toEqual([
      { key, pending: false, changedAt: expect.any(Date) as Date },
    ]);

    await storage.remove(key);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('leaves nothing of a refused stream', async () => {
    const { dir, storage } = freshStore();
    const refuse = new Transform({
      transform(_chunk, _encoding, done) {
        done(new Error('refused'));
      },
    });
    await expect(storage.save(Readable.from([Buffer.from('MZ')]), refuse)).rejects.toThrow(
      'refused',
    );
    expect(readdirSync(dir)).toEqual([]);
  });

  it('will not hold a pending file that is gone or waited too long, so that the row is not committed', async () => {
    const { dir, storage } = freshStore();
    const { key } = await storage.save(Readable.from([Buffer.from('%PDF-1.4')]));
    const stale = new Date(Date.now() - PENDING_HOLD_MAX_AGE_MS - 1_000);
    utimesSync(path.join(dir, PENDING_PREFIX + key), stale, stale);
    await expect(storage.hold(key)).rejects.toMatchObject({
      statusCode: 408,
      message: UPLOAD_TOO_SLOW_MESSAGE,
    });

    await storage.removePending(key);
    await expect(storage.hold(key)).rejects.toMatchObject({ statusCode: 408 });
    await expect(storage.makePermanent(key)).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('holding restarts the age of a pending file', async () => {
    const { dir, storage } = freshStore();
    const { key } = await storage.save(Readable.from([Buffer.from('%PDF-1.4')]));
    const file = path.join(dir, PENDING_PREFIX + key);
    const earlier = new Date(Date.now() - 60_000);
    utimesSync(file, earlier, earlier);
    await storage.hold(key);
    const [entry] = await storage.list();
    expect(entry?.changedAt.getTime()).toBeGreaterThan(earlier.getTime() + 30_000);
  });

  it('removes by kind only a file of that kind', async () => {
    const { dir, storage } = freshStore();
    const pending = (await storage.save(Readable.from([Buffer.from('a')]))).key;
    const permanent = (await storage.save(Readable.from([Buffer.from('b')]))).key;
    await storage.makePermanent(permanent);

    await storage.removePermanent(pending);
    await storage.removePending(permanent);
    expect(readdirSync(dir).sort()).toEqual([PENDING_PREFIX + pending, permanent].sort());
    await storage.removePending(pending);
    await storage.removePermanent(permanent);
    expect(readdirSync(dir)).toEqual([]);
    expect(existsSync(dir)).toBe(true);
  });

  it('refuses keys it did not make', () => {
    const { storage } = freshStore();
    expect(() => storage.open('../etc/passwd')).toThrow('Not a storage key');
  });
});
