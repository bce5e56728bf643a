/**
 * The two sports of Matchday and their ids on the wire and in the database (product-spec §3 "Race
 * type": 1 football, 2 basketball). Every comparison of a sport id reads one of these names.
 */
export const SPORT = { football: 1, basketball: 2 } as const;

/** A sport's name, as routes and the client's lists speak of it. */
export type SportName = keyof typeof SPORT;
/** A sport's id: 1 football, 2 basketball. */
export type SportId = (typeof SPORT)[SportName];

/** The ids in order, football first, for what runs once per sport. */
export const SPORT_IDS: readonly SportId[] = [SPORT.football, SPORT.basketball];
