/** The sports and their match status codes: named once, imported everywhere (issue 33 §2). */
export * from './sports';
export * from './status';
