import {
  type ApplicationEvent,
  type ApplicationEventKind,
  type Interview,
  type InterviewAnswer,
  type InterviewMove,
  type InterviewProposal,
  type InterviewSlotInput,
  canProposeInterview,
  slotTimeProblem,
  stateTimeZone,
  toApplicationStatus,
  zonedTimeToUtc,
} from '@firstshift/domain';
import type { Kysely, Selectable } from 'kysely';
import { isUniqueViolation } from '../../db/constraint-errors';
import type { Database, InterviewsTable } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { InterviewChange, InterviewFacts, Notify } from '../../lib/notices';
import { type Party, openBusiness, requireSide } from './parties';

// An application's interview (docs/decisions/034): the business proposes one to three times,
// the applicant accepts one (the application then moves to interview_scheduled) or declines;
// once agreed, the business can move it, the applicant can ask for another time, and either
// can cancel. Every change is one transaction: the interview, its history row and the other
// side's notice (with the calendar invitations) commit together or not at all. Each update is
// conditional on the state it was read in, so two racing changes cannot both apply.

type Executor = Kysely<Database>;
type InterviewRow = Selectable<InterviewsTable>;

const ONLY_BUSINESS = 'Only the business proposes, moves or withdraws interview times.';
const ONLY_APPLICANT = 'Only the applicant answers a proposed interview.';
const CHANGED_MEANWHILE = 'The interview changed meanwhile. Reload the page and try again.';

const endOf = (startsAt: string, minutes: number) =>
  new Date(Date.parse(startsAt) + minutes * 60_000).toISOString();

async function latestInterview(db: Executor, applicationId: number) {
  return db
    .selectFrom('interviews')
    .selectAll()
    .where('application_id', '=', applicationId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

async function slotsOf(db: Executor, interviewId: number) {
  return db
    .selectFrom('interview_slots')
    .select(['id', 'starts_at', 'length_minutes'])
    .where('interview_id', '=', interviewId)
    .orderBy('starts_at')
    .orderBy('id')
    .execute();
}

/** The application's latest interview as both sides read it; null before any. */
export async function readInterview(
  db: Executor,
  applicationId: number,
  now: Date = new Date(),
): Promise<Interview | null> {
  const row = await latestInterview(db, applicationId);
  if (!row) return null;
  const offered = row.status === 'proposed' ? await slotsOf(db, row.id) : [];
  const agreed =
    row.starts_at !== null && row.length_minutes !== null
      ? [{ id: 0, starts_at: row.starts_at, length_minutes: row.length_minutes }]
      : [];
  return {
    id: row.id,
    status: row.status,
    format: row.format,
    location: row.location,
    note: row.note,
    time_zone: row.time_zone,
    slots: (row.status === 'proposed' ? offered : agreed).map((slot) => ({
      ...slot,
      ends_at: endOf(slot.starts_at, slot.length_minutes),
    })),
    starts_at: row.status === 'confirmed' ? row.starts_at : null,
    ends_at:
      row.status === 'confirmed' && row.starts_at !== null && row.length_minutes !== null
        ? endOf(row.starts_at, row.length_minutes)
        : null,
    new_time_requested: row.status === 'confirmed' && row.new_time_requested_at !== null,
    is_past: row.status === 'confirmed' && hasEnded(row, now),
    updated_at: row.updated_at,
  };
}

/** An agreed interview whose time is over. */
function hasEnded(row: InterviewRow, now: Date): boolean {
  return (
    row.starts_at !== null &&
    row.length_minutes !== null &&
    Date.parse(endOf(row.starts_at, row.length_minutes)) <= now.getTime()
  );
}

const ALREADY_HELD = 'This interview’s time has passed: there is nothing left to cancel or ask.';

/** The interview's history, oldest first. */
export async function readEvents(db: Executor, applicationId: number): Promise<ApplicationEvent[]> {
  const rows = await db
    .selectFrom('application_events')
    .select(['kind', 'actor_role', 'starts_at', 'message', 'created_at'])
    .where('application_id', '=', applicationId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    kind: row.kind as ApplicationEventKind,
    by: row.actor_role,
    at: row.created_at,
    starts_at: row.starts_at,
    message: row.message,
  }));
}

/** Whether the business may propose now: the application is open and nothing is in play. */
export function canPropose(party: Party, interview: Interview | null): boolean {
  return (
    party.business !== null &&
    canProposeInterview(toApplicationStatus(party.status)) &&
    interview?.status !== 'confirmed'
  );
}

/** The instant of a time offered, or 400 with what is wrong with it on `field`. */
function startOf(slot: InterviewSlotInput, timeZone: string, now: Date, field: string): string {
  const problem = slotTimeProblem(slot, timeZone, now);
  const start = zonedTimeToUtc(slot.date, slot.start_time, timeZone);
  if (problem || !start) throw new HttpError(400, problem ?? 'Choose a start time', field);
  return start.toISOString();
}

async function factsOf(db: Executor, party: Party, row: InterviewRow, wasConfirmed: boolean) {
  const business = openBusiness(party);
  const slots = row.status === 'proposed' ? await slotsOf(db, row.id) : [];
  const facts: InterviewFacts = {
    id: row.id,
    applicationId: party.applicationId,
    jobTitle: party.jobTitle,
    companyName: party.companyName,
    business: { id: business.id, name: business.name, email: business.email },
    applicant: party.applicant,
    format: row.format,
    location: row.location,
    note: row.note,
    timeZone: row.time_zone,
    startsAt: row.starts_at,
    lengthMinutes: row.length_minutes,
    slots: slots.map((slot) => ({ startsAt: slot.starts_at, lengthMinutes: slot.length_minutes })),
    sequence: row.sequence,
    wasConfirmed,
  };
  return facts;
}

interface Change {
  kind: ApplicationEventKind;
  notice: InterviewChange;
  message: string | null;
  wasConfirmed?: boolean;
}

/** The history row and the other side's notice of a change just written to `interviewId`. */
async function record(
  trx: Executor,
  party: Party,
  interviewId: number,
  change: Change,
  now: string,
  notify: Notify,
): Promise<void> {
  const row = await trx
    .selectFrom('interviews')
    .selectAll()
    .where('id', '=', interviewId)
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('application_events')
    .values({
      application_id: party.applicationId,
      kind: change.kind,
      actor_role: party.viewer,
      starts_at: row.status === 'confirmed' ? row.starts_at : null,
      message: change.message,
      created_at: now,
    })
    .execute();
  await notify(trx, {
    kind: 'interview-changed',
    change: change.notice,
    actor: party.viewer,
    interview: await factsOf(trx, party, row, change.wasConfirmed ?? false),
    message: change.message,
  });
}

/**
 * Runs `work` in one transaction for a conversation that is still open (the job is there),
 * with the time of the change as ISO text.
 */
async function changeInterview(
  db: Executor,
  party: Party,
  now: Date,
  work: (trx: Executor, at: string) => Promise<void>,
): Promise<void> {
  openBusiness(party);
  const at = now.toISOString();
  await db.transaction().execute((trx) => work(trx, at));
}

/**
 * The business proposes one to three times. A proposal still waiting for an answer is replaced
 * (its times are withdrawn); a confirmed interview is moved or cancelled instead.
 */
export async function proposeInterview(
  db: Executor,
  party: Party,
  input: InterviewProposal,
  notify: Notify,
  now: Date = new Date(),
): Promise<void> {
  requireSide(party, 'business', ONLY_BUSINESS);
  openBusiness(party);
  if (!canProposeInterview(toApplicationStatus(party.status))) {
    throw new HttpError(409, 'This application is closed: no interview can be proposed.');
  }
  const starts = input.slots.map((slot, index) =>
    startOf(slot, input.time_zone, now, `slots.${index}.start_time`),
  );
  const at = now.toISOString();
  try {
    await db.transaction().execute(async (trx) => {
      const current = await latestInterview(trx, party.applicationId);
      if (current?.status === 'confirmed') {
        throw new HttpError(
          409,
          'An interview is already agreed: move it to another time or cancel it instead.',
        );
      }
      const place = {
        format: input.format,
        location: input.location,
        note: input.note,
        time_zone: input.time_zone,
        updated_at: at,
      };
      let interviewId: number;
      if (current?.status === 'proposed') {
        const replaced = await trx
          .updateTable('interviews')
          .set(place)
          .where('id', '=', current.id)
          .where('status', '=', 'proposed')
          .executeTakeFirst();
        if (Number(replaced.numUpdatedRows) === 0) throw new HttpError(409, CHANGED_MEANWHILE);
        await trx.deleteFrom('interview_slots').where('interview_id', '=', current.id).execute();
        interviewId = current.id;
      } else {
        const inserted = await trx
          .insertInto('interviews')
          .values({
            application_id: party.applicationId,
            status: 'proposed',
            ...place,
            starts_at: null,
            length_minutes: null,
            confirmed_at: null,
            new_time_requested_at: null,
            reminded_24h_at: null,
            reminded_2h_at: null,
            created_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        interviewId = inserted.id;
      }
      await trx
        .insertInto('interview_slots')
        .values(
          input.slots.map((slot, index) => ({
            interview_id: interviewId,
            starts_at: starts[index] ?? '',
            length_minutes: slot.length_minutes,
          })),
        )
        .execute();
      const change: Change = { kind: 'interview_proposed', notice: 'proposed', message: null };
      await record(trx, party, interviewId, change, at, notify);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, CHANGED_MEANWHILE);
    throw error;
  }
}

async function openInterview(db: Executor, party: Party, status: InterviewRow['status']) {
  const current = await latestInterview(db, party.applicationId);
  if (!current || current.status !== status) {
    throw new HttpError(
      409,
      status === 'proposed'
        ? 'There is no proposed interview to answer: it was changed or withdrawn.'
        : 'There is no agreed interview to change.',
    );
  }
  return current;
}

/** The applicant accepts one of the times offered; the application is then interview_scheduled. */
export async function acceptInterview(
  db: Executor,
  party: Party,
  slotId: number,
  notify: Notify,
  now: Date = new Date(),
): Promise<void> {
  requireSide(party, 'applicant', ONLY_APPLICANT);
  await changeInterview(db, party, now, async (trx, at) => {
    const current = await openInterview(trx, party, 'proposed');
    const slot = (await slotsOf(trx, current.id)).find((s) => s.id === slotId);
    if (!slot) throw new HttpError(400, 'Choose one of the times offered', 'slot_id');
    if (Date.parse(slot.starts_at) <= now.getTime()) {
      throw new HttpError(409, 'That time has passed: choose another or ask for new times.');
    }
    const confirmed = await trx
      .updateTable('interviews')
      .set({
        status: 'confirmed',
        starts_at: slot.starts_at,
        length_minutes: slot.length_minutes,
        confirmed_at: at,
        updated_at: at,
      })
      .where('id', '=', current.id)
      .where('status', '=', 'proposed')
      .executeTakeFirst();
    if (Number(confirmed.numUpdatedRows) === 0) throw new HttpError(409, CHANGED_MEANWHILE);
    await scheduleApplication(trx, party, at);
    const change: Change = { kind: 'interview_confirmed', notice: 'confirmed', message: null };
    await record(trx, party, current.id, change, at, notify);
  });
}

/** applied or shortlisted → interview_scheduled, with its status history row. */
async function scheduleApplication(trx: Executor, party: Party, at: string) {
  const moved = await trx
    .updateTable('applications')
    .set({ status: 'interview_scheduled', status_changed_at: at, updated_at: at })
    .where('id', '=', party.applicationId)
    .where('status', 'in', ['applied', 'shortlisted'])
    .executeTakeFirst();
  if (Number(moved.numUpdatedRows) === 0) return;
  await trx
    .insertInto('application_status_history')
    .values({
      application_id: party.applicationId,
      status: 'interview_scheduled',
      changed_by_user_id: party.viewerId,
      changed_at: at,
    })
    .execute();
}

/** The applicant declines the times offered, perhaps saying which would suit. */
export async function declineInterview(
  db: Executor,
  party: Party,
  answer: InterviewAnswer,
  notify: Notify,
  now: Date = new Date(),
): Promise<void> {
  requireSide(party, 'applicant', ONLY_APPLICANT);
  await changeInterview(db, party, now, async (trx, at) => {
    const current = await openInterview(trx, party, 'proposed');
    await setStatus(trx, current, 'declined', at);
    const change: Change = {
      kind: 'interview_declined',
      notice: 'declined',
      message: answer.message,
    };
    await record(trx, party, current.id, change, at, notify);
  });
}

async function setStatus(
  trx: Executor,
  current: InterviewRow,
  status: 'declined' | 'cancelled',
  at: string,
  sequence = current.sequence,
) {
  const updated = await trx
    .updateTable('interviews')
    .set({ status, sequence, updated_at: at })
    .where('id', '=', current.id)
    .where('status', '=', current.status)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) throw new HttpError(409, CHANGED_MEANWHILE);
}

/** The applicant asks for another time for an agreed interview; it stands until it is moved. */
export async function requestNewTime(
  db: Executor,
  party: Party,
  answer: InterviewAnswer,
  notify: Notify,
  now: Date = new Date(),
): Promise<void> {
  requireSide(party, 'applicant', 'Only the applicant asks for another time.');
  await changeInterview(db, party, now, async (trx, at) => {
    const current = await openInterview(trx, party, 'confirmed');
    if (hasEnded(current, now)) throw new HttpError(409, ALREADY_HELD);
    await trx
      .updateTable('interviews')
      .set({ new_time_requested_at: at, updated_at: at })
      .where('id', '=', current.id)
      .where('status', '=', 'confirmed')
      .execute();
    const change: Change = {
      kind: 'interview_new_time_requested',
      notice: 'new_time_requested',
      message: answer.message,
    };
    await record(trx, party, current.id, change, at, notify);
  });
}

/** The business moves an agreed interview: the calendars of both sides are updated. */
export async function moveInterview(
  db: Executor,
  party: Party,
  input: InterviewMove,
  notify: Notify,
  now: Date = new Date(),
): Promise<void> {
  requireSide(party, 'business', ONLY_BUSINESS);
  await changeInterview(db, party, now, async (trx, at) => {
    const current = await openInterview(trx, party, 'confirmed');
    const startsAt = startOf(input, current.time_zone, now, 'start_time');
    if (startsAt === current.starts_at && input.length_minutes === current.length_minutes) {
      throw new HttpError(400, 'The interview is already at this time.', 'start_time');
    }
    const moved = await trx
      .updateTable('interviews')
      .set({
        starts_at: startsAt,
        length_minutes: input.length_minutes,
        sequence: current.sequence + 1,
        confirmed_at: at,
        new_time_requested_at: null,
        reminded_24h_at: null,
        reminded_2h_at: null,
        updated_at: at,
      })
      .where('id', '=', current.id)
      .where('status', '=', 'confirmed')
      .where('sequence', '=', current.sequence)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) === 0) throw new HttpError(409, CHANGED_MEANWHILE);
    const change: Change = { kind: 'interview_moved', notice: 'moved', message: input.message };
    await record(trx, party, current.id, change, at, notify);
  });
}

/** Either side calls off a proposed or agreed interview; an agreed one leaves both calendars. */
export async function cancelInterview(
  db: Executor,
  party: Party,
  answer: InterviewAnswer,
  notify: Notify,
  now: Date = new Date(),
): Promise<void> {
  await changeInterview(db, party, now, async (trx, at) => {
    const current = await latestInterview(trx, party.applicationId);
    if (!current || (current.status !== 'proposed' && current.status !== 'confirmed')) {
      throw new HttpError(409, 'There is no interview to cancel.');
    }
    if (current.status === 'proposed' && party.viewer === 'applicant') {
      throw new HttpError(409, 'Decline the proposed times instead.');
    }
    const wasConfirmed = current.status === 'confirmed';
    if (wasConfirmed && hasEnded(current, now)) throw new HttpError(409, ALREADY_HELD);
    await setStatus(trx, current, 'cancelled', at, current.sequence + (wasConfirmed ? 1 : 0));
    const change: Change = {
      kind: 'interview_cancelled',
      notice: 'cancelled',
      message: answer.message,
      wasConfirmed,
    };
    await record(trx, party, current.id, change, at, notify);
  });
}

/** The zone a business's times are in by default: its own state's. */
export const defaultTimeZone = (party: Party) => stateTimeZone(party.business?.state ?? '');
