/** SPEC §7 writes the dates of tour calendar paths as YYYYMMDD. */
export const compactDate = (date: string) => date.replaceAll('-', '');
