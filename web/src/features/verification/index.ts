// What the rest of the app may use of verification: everything else is the feature's own.
export { VerificationShortcutCard } from './VerificationShortcutCard';
export { verificationPages } from './pages';
