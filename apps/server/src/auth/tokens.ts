// Moved to platform/auth/tokens.ts (issue 10). This re-export only keeps
// packages/api/src/testing/support.ts compiling until it imports the new path; then delete it.
export * from '../platform/auth/tokens';
