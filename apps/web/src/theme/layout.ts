// The layout's measures (SPEC §9): only the web app lays pages out, so they live here.

export const PAGE_MAX_WIDTH = 1120;
export const APPLY_PAGE_MAX_WIDTH = 880;
export const NAV_BAR_HEIGHT = 64;
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_COLLAPSED_WIDTH = 72;
export const SIDEBAR_AUTO_COLLAPSE_MAX_WIDTH = 900;
