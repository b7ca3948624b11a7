import { type PartyRole, ageOn } from '@firstshift/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { isStorableId } from '../../lib/ids';
import type { AuthUser } from '../../plugins/auth';

// An application has two parties: the applicant who sent it and the business whose job it is.
// Only they read or change its interview and messages (docs/decisions/034); for anyone else the
// application does not exist (404), so that ids cannot be probed.

export const APPLICATION_NOT_FOUND = 'Application not found';
export const JOB_REMOVED =
  'This job was removed, so its conversation is closed: nothing more can be sent or changed.';

type Executor = Kysely<Database>;

export interface Party {
  viewer: PartyRole;
  viewerId: number;
  applicationId: number;
  jobId: number | null;
  jobTitle: string;
  companyName: string;
  status: string;
  appliedAt: string;
  applicant: { id: number; name: string; email: string; dateOfBirth: string | null };
  /** Null once the job (or the business's account with it) is gone. */
  business: { id: number; name: string; email: string; state: string | null } | null;
  /** The job's address, for an interview in person. */
  jobAddress: string | null;
}

/** The application as `user` may see it, or 404 when they are not one of its parties. */
export async function loadParty(db: Executor, applicationId: number, user: AuthUser) {
  const row = isStorableId(applicationId)
    ? await db
        .selectFrom('applications as a')
        .innerJoin('users as au', 'au.id', 'a.applicant_id')
        .leftJoin('applicant_profiles as ap', 'ap.user_id', 'a.applicant_id')
        .leftJoin('jobs as j', 'j.id', 'a.job_id')
        .leftJoin('users as bu', 'bu.id', 'j.business_id')
        .leftJoin('business_profiles as bp', 'bp.user_id', 'j.business_id')
        .select([
          'a.id',
          'a.job_id',
          'a.job_title',
          'a.company_name',
          'a.status',
          'a.created_at',
          'a.applicant_id',
          'a.first_name',
          'a.last_name',
          'au.email as applicant_email',
          'ap.date_of_birth',
          'j.business_id',
          'j.title as current_title',
          'j.company_name as current_company',
          'j.location_street',
          'j.location_city',
          'j.location_state',
          'j.location_zip',
          'bu.email as business_email',
          'bp.state as business_state',
        ])
        .where('a.id', '=', applicationId)
        .executeTakeFirst()
    : undefined;
  const viewer: PartyRole | null = !row
    ? null
    : user.role === 'applicant' && row.applicant_id === user.id
      ? 'applicant'
      : user.role === 'business' && row.business_id === user.id
        ? 'business'
        : null;
  if (!row || !viewer) throw new HttpError(404, APPLICATION_NOT_FOUND);
  const party: Party = {
    viewer,
    viewerId: user.id,
    applicationId: row.id,
    jobId: row.job_id,
    jobTitle: row.current_title ?? row.job_title,
    companyName: row.current_company ?? row.company_name,
    status: row.status,
    appliedAt: row.created_at,
    applicant: {
      id: row.applicant_id,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.applicant_email,
      dateOfBirth: row.date_of_birth,
    },
    business:
      row.business_id !== null && row.business_email !== null
        ? {
            id: row.business_id,
            name: row.current_company ?? row.company_name,
            email: row.business_email,
            state: row.business_state,
          }
        : null,
    jobAddress:
      row.location_street && row.location_city
        ? `${row.location_street}, ${row.location_city}, ${row.location_state ?? ''} ${row.location_zip ?? ''}`.trim()
        : null,
  };
  return party;
}

/** The party's business, or 409 when the job is gone and the conversation with it. */
export function openBusiness(party: Party): NonNullable<Party['business']> {
  if (!party.business) throw new HttpError(409, JOB_REMOVED);
  return party.business;
}

/** 403 unless the viewer is the `role` party: each move belongs to one side. */
export function requireSide(party: Party, role: PartyRole, message: string): void {
  if (party.viewer !== role) throw new HttpError(403, message);
}

/** Links stay plain text for an applicant under 18, or whose age is unknown. */
export function linksStayPlain(party: Party, now: Date = new Date()): boolean {
  const age = party.applicant.dateOfBirth ? ageOn(party.applicant.dateOfBirth, now) : null;
  return age === null || age < 18;
}
