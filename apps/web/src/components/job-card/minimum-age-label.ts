/** "Ages 16+": who may apply, on job cards and the job page (a minimum age of 0 says nothing). */
export function minimumAgeLabel(minimumAge: number): string {
  return `Ages ${minimumAge}+`;
}
