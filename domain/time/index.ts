/** The fans' clock (Beijing time, whatever the zone) and durations: named once (issue 33 §2). */
export * from './durations';
export * from './beijing';
export * from './format';
export * from './relative';
