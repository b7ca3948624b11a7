// Zod compiles its object checks with new Function() where it can. The Content Security Policy
// (script-src 'self') refuses that, and the browser reports every refusal as a page issue
// (Lighthouse's best practices). Zod keeps its settings in this global, shared by every copy of
// it on a page (what z.config() writes), so they are set here before any zod loads, without
// loading zod into the landing page.
const shared = globalThis as { __zod_globalConfig?: Record<string, unknown> };
// Changed in place: a zod already loaded holds this very object.
(shared.__zod_globalConfig ??= {}).jitless = true;
export {};
