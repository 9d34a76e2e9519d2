/** "Full (1 seat)", "Full (12 seats)": what the counter says once every seat is taken. */
export const fullLabel = (seats: number): string => `Full (${seats} seat${seats === 1 ? '' : 's'})`;
