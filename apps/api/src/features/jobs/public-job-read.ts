import type { JobDetail } from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import { AsyncLocalStorage } from 'node:async_hooks';
import { isStorableId } from '../../lib/ids';
import { findPublicJob } from './jobs.repository';

/** The public jobs one page request has read, by id: its head and its render share each read. */
const pageReads = new AsyncLocalStorage<Map<number, Promise<string | null>>>();

/**
 * Runs the work of one page request (the head's facts and the server render, which both need a
 * job's page's job) so that a job is read once for both, not twice (docs/benchmarks.md).
 */
export function withPageReads<T>(run: () => Promise<T>): Promise<T> {
  return pageReads.run(new Map(), run);
}

/**
 * An active job's details as the API sends them to a signed-out visitor (JSON text), or null for
 * "Job not found": through the public read cache, and once per page request.
 */
export function publicJobJson(app: FastifyInstance, id: number): Promise<string | null> {
  const read = () =>
    app.publicJobCache.details.getOrLoad(String(id), async () => {
      const job = await findPublicJob(app.db, id);
      return job ? JSON.stringify(job) : null;
    });
  const reads = pageReads.getStore();
  if (!reads) return read();
  let shared = reads.get(id);
  if (!shared) {
    shared = read();
    reads.set(id, shared);
  }
  return shared;
}

/** The same, as the job itself (null also for an id no job can have). */
export async function publicJob(app: FastifyInstance, id: number): Promise<JobDetail | null> {
  if (!isStorableId(id)) return null;
  const json = await publicJobJson(app, id);
  return json === null ? null : (JSON.parse(json) as JobDetail);
}

const API_JOB = /^\/api\/jobs\/(\d{1,9})$/;

/**
 * The server renderer's request for a job (`GET /api/jobs/{id}` as a signed-out visitor sends
 * it), answered as that route answers it, without the HTTP layer's work in process (`inject`);
 * undefined for every other request, which goes to the routes.
 */
export async function answerJobRequest(
  app: FastifyInstance,
  method: string,
  url: URL,
): Promise<Response | undefined> {
  const id = Number(API_JOB.exec(url.pathname)?.[1]);
  if (method !== 'GET' || url.search !== '' || !isStorableId(id)) return undefined;
  const json = await publicJobJson(app, id);
  return json === null
    ? Response.json({ message: 'Job not found' }, { status: 404 })
    : new Response(json, { headers: { 'content-type': 'application/json; charset=utf-8' } });
}
