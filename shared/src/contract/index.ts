/**
 * The wire shapes every app uses on the page: errors and paging, the user with settings and plan,
 * payments (the kernel's PaymentBox drives calls' and meetings' payments), the bot's reach to the user. Each domain's own
 * contract is a package of its own under contracts/ (`@app/<domain>-contract`), bundled into the
 * app that uses it, so that a field added there never moves the kernel's version.
 */
export * from './common';
export * from './user';
export * from './settings';
export * from './subscription';
export * from './payments';
export * from './bot';
export * from './demo';
