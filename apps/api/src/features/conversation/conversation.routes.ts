import {
  type ApplicationConversation,
  apiErrorBodySchema,
  applicationConversationSchema,
  applicationMessageSchema,
  interviewAcceptSchema,
  interviewAnswerSchema,
  interviewMoveSchema,
  interviewProposalSchema,
  messageInputSchema,
  messageReportSchema,
  upcomingInterviewsSchema,
} from '@firstshift/domain';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enqueueMail } from '../../lib/mail/outbox.repository';
import { requestBody } from '../../lib/parse-payload';
import { errorResponses, wholeNumberParam } from '../../lib/route-schemas';
import { currentUser } from '../../plugins/auth';
import {
  acceptInterview,
  canPropose,
  cancelInterview,
  defaultTimeZone,
  declineInterview,
  moveInterview,
  proposeInterview,
  readEvents,
  readInterview,
  requestNewTime,
} from './interviews.repository';
import { listUpcomingInterviews } from './upcoming-interviews';
import { postMessage, readMessages, reportMessage } from './messages.repository';
import { JOB_REMOVED, type Party, linksStayPlain, loadParty } from './parties';

const errors = errorResponses(400, 401, 403, 404, 409);
const params = z.object({ id: wholeNumberParam('Application id') });

export interface ConversationOptions {
  /** Who is mailed each reported message (SAFETY_EMAIL). */
  safetyEmail: string | undefined;
}

/** The conversation as `party` reads it (reading it marks what was sent to them as read). */
async function conversationOf(
  app: FastifyInstance,
  party: Party,
): Promise<ApplicationConversation> {
  const interview = await readInterview(app.db, party.applicationId);
  const [events, messages] = await Promise.all([
    readEvents(app.db, party.applicationId),
    readMessages(app.db, party),
  ]);
  return {
    viewer: party.viewer,
    application: {
      id: party.applicationId,
      job_id: party.jobId,
      job_title: party.jobTitle,
      company_name: party.companyName,
      applicant_name: party.applicant.name,
      status: party.status,
      applied_at: party.appliedAt,
      closed_reason: party.business ? null : JOB_REMOVED,
      job_address: party.jobAddress,
      default_time_zone: defaultTimeZone(party),
    },
    interview,
    can_propose: party.viewer === 'business' && canPropose(party, interview),
    links_plain: linksStayPlain(party),
    events,
    messages,
  };
}

/**
 * An application's interview and messages under /api/applications/{id}, for its two parties
 * alone (docs/decisions/034): everyone else gets 404. Each change answers the conversation as
 * it now stands, so that the screen shows what was saved.
 */
export const conversationRoutes: FastifyPluginAsyncZod<ConversationOptions> = async (
  app,
  options,
) => {
  app.addHook('preValidation', app.requireUser);
  const partyOf = (request: { params: { id: number } }) =>
    loadParty(app.db, request.params.id, currentUser(request as never));

  const answer = { 200: applicationConversationSchema, ...errors };

  /** Runs `change` for the request's party, then answers the conversation as it now is. */
  const changing =
    <B>(change: (party: Party, body: B) => Promise<unknown>) =>
    async (request: { params: { id: number }; body: B }) => {
      const party = await partyOf(request);
      await change(party, request.body);
      app.mail.kick();
      return conversationOf(app, await partyOf(request));
    };

  app.get(
    '/:id/conversation',
    {
      schema: {
        tags: ['interviews'],
        summary: 'The application’s interview, its history and its messages',
        params,
        response: answer,
      },
    },
    async (request) => conversationOf(app, await partyOf(request)),
  );

  app.post(
    '/:id/interview',
    {
      schema: {
        tags: ['interviews'],
        summary: 'The business proposes one to three interview times (replacing unanswered ones)',
        params,
        body: requestBody(interviewProposalSchema),
        response: answer,
      },
    },
    changing((party, body: z.infer<typeof interviewProposalSchema>) =>
      proposeInterview(app.db, party, body, app.notify),
    ),
  );

  app.post(
    '/:id/interview/accept',
    {
      schema: {
        tags: ['interviews'],
        summary: 'The applicant accepts one of the times offered',
        params,
        body: requestBody(interviewAcceptSchema),
        response: answer,
      },
    },
    changing((party, body: z.infer<typeof interviewAcceptSchema>) =>
      acceptInterview(app.db, party, body.slot_id, app.notify),
    ),
  );

  const answers = [
    ['decline', 'The applicant declines the times offered', declineInterview],
    ['request-new-time', 'The applicant asks for another time', requestNewTime],
    ['cancel', 'Either side cancels the interview', cancelInterview],
  ] as const;
  for (const [path, summary, action] of answers) {
    app.post(
      `/:id/interview/${path}`,
      {
        schema: {
          tags: ['interviews'],
          summary,
          params,
          body: requestBody(interviewAnswerSchema),
          response: answer,
        },
      },
      changing((party, body: z.infer<typeof interviewAnswerSchema>) =>
        action(app.db, party, body, app.notify),
      ),
    );
  }

  app.post(
    '/:id/interview/move',
    {
      schema: {
        tags: ['interviews'],
        summary: 'The business moves an agreed interview to another time',
        params,
        body: requestBody(interviewMoveSchema),
        response: answer,
      },
    },
    changing((party, body: z.infer<typeof interviewMoveSchema>) =>
      moveInterview(app.db, party, body, app.notify),
    ),
  );

  app.post(
    '/:id/messages',
    {
      schema: {
        tags: ['interviews'],
        summary: 'Send a message to the other side of the application',
        params,
        body: requestBody(messageInputSchema),
        response: { 201: applicationMessageSchema, 429: apiErrorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      const party = await partyOf(request);
      const sentAt = new Date();
      const { body } = request.body;
      const id = await app.db
        .transaction()
        .execute((trx) => postMessage(trx, party, body, app.notify, sentAt));
      app.mail.kick();
      return reply.status(201).send({
        id,
        from: party.viewer,
        sender_name: party.viewer === 'business' ? party.companyName : party.applicant.name,
        body,
        sent_at: sentAt.toISOString(),
        mine: true,
        read_at: null,
        reported: false,
      });
    },
  );

  app.post(
    '/:id/messages/:messageId/report',
    {
      schema: {
        tags: ['interviews'],
        summary: 'Report a message for review',
        params: params.extend({ messageId: wholeNumberParam('Message id') }),
        body: requestBody(messageReportSchema),
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      const party = await partyOf(request);
      const report = await reportMessage(
        app.db,
        party,
        request.params.messageId,
        request.body.reason,
      );
      if (report) {
        // Logged for whoever watches the logs, mailed to SAFETY_EMAIL when it is set.
        request.log.warn(
          { reportId: report.reportId, applicationId: party.applicationId, by: party.viewer },
          'message reported for review',
        );
        if (options.safetyEmail) {
          await enqueueMail(app.db, {
            dedupeKey: `message-report:${report.reportId}`,
            to: options.safetyEmail,
            subject: `Message reported for review (report ${report.reportId})`,
            text: [
              `The ${party.viewer} of application ${party.applicationId} (${party.jobTitle} at ${party.companyName}) reported a message.`,
              '',
              `Reason: ${request.body.reason ?? '(none given)'}`,
              '',
              'The message:',
              ...report.body.split(/\r?\n/).map((line) => `> ${line}`),
            ].join('\n'),
          });
          app.mail.kick();
        }
      }
      return { message: 'Thank you. The message was reported and will be reviewed.' };
    },
  );
};

/** GET /api/interviews/upcoming: the viewer's agreed interviews to come, soonest first. */
export const upcomingInterviewsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/upcoming',
    {
      preHandler: app.requireUser,
      schema: {
        tags: ['interviews'],
        summary: 'The signed-in user’s agreed interviews still to come, soonest first',
        response: {
          200: upcomingInterviewsSchema,
          ...errorResponses(401),
        },
      },
    },
    async (request) => ({
      interviews: await listUpcomingInterviews(app.db, currentUser(request)),
    }),
  );
};
