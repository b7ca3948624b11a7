// The `zipcodes` package's data set, read without its helpers (which also load Canada's codes).
declare module 'zipcodes/lib/codes.js' {
  const data: {
    codes: Record<
      string,
      { zip: string; latitude: number; longitude: number; city: string; state: string }
    >;
  };
  export default data;
}
