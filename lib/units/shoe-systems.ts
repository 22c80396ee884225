// The shoe size systems a client may read, apart from the conversion chart
// (shoes.ts), so that the unit preferences read in the browser carry no table.
export const SHOE_SYSTEMS = ['BR', 'EU', 'US', 'UK'] as const;
export type ShoeSystem = (typeof SHOE_SYSTEMS)[number];
