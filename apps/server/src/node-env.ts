/**
 * Imported first by index.ts, before anything that loads React: React picks its development or
 * production build from NODE_ENV when it is first imported, and the development build renders
 * pages several times slower. A server started without NODE_ENV (`npm start`, `npm run serve`)
 * therefore runs as production; tests and `npm run dev` set their own value, which is kept.
 */
process.env.NODE_ENV ??= "production";
