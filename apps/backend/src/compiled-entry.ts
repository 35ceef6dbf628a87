// The compiled server's entry. Production mode unless the environment says otherwise, set before
// any library loads: React (the e-mails) and GraphQL pick their development builds otherwise,
// which check more and run several times slower.
process.env.NODE_ENV ??= 'production';
await import('./main.ts');

export {};
