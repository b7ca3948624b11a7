import { muiLazy } from '../../../lib/mui-lazy';

// The parts of a job's page that only a signed-in visitor sees, and only once the page knows
// who they are (after hydration): drawn with Material UI, they load with it when first shown,
// so that the page itself, as sent to everyone, needs neither (docs/decisions/045). Each is
// shown inside a Suspense boundary of its own, so that nothing else waits for it.

export const OwnerJobActions = muiLazy(() =>
  import('./owner-job-actions').then((m) => m.OwnerJobActions),
);

export const AppliedNote = muiLazy(() =>
  import('../../../components/apply-eligibility/applied-note').then((m) => m.AppliedNote),
);

export const IneligibleNote = muiLazy(() =>
  import('../../../components/apply-eligibility/ineligible-note').then((m) => m.IneligibleNote),
);

export const RetryAlert = muiLazy(() =>
  import('../../../components/feedback/retry-alert').then((m) => m.RetryAlert),
);
