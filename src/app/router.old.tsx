import { createBrowserRouter, redirect } from 'react-router';
import { readStoredUser } from '@/lib/storage';

// A minimal frame so the build and the e2e smoke test have something to run. The real frame
// (session and user schema, guards, return path, shell, sign-in form) replaces this file in a
// later issue.

// Any readable stored user counts for now; a missing or unreadable one means signed out.
const isSignedIn = () => readStoredUser((value) => value) !== null;

export const router = createBrowserRouter([
  {
    path: '/',
    loader: () => (isSignedIn() ? null : redirect('/auth')),
    element: (
      <main>
        <h1>Listings</h1>
      </main>
    ),
  },
  {
    path: '/auth',
    element: (
      <main>
        <h1>Sign in</h1>
      </main>
    ),
  },
]);
