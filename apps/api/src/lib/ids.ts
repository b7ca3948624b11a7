/** Ids are 32-bit integers: a larger one cannot exist (and PostgreSQL would reject it). */
export const MAX_ID = 2_147_483_647;

/** True for an id that a row could have; look-ups answer "not found" for any other. */
export const isStorableId = (id: number) => Number.isSafeInteger(id) && id >= 1 && id <= MAX_ID;
