import { useState, type ReactNode } from 'react';
import {
  OUTBOX_SPACE_VAR,
  ProfileDialog,
  RECORD_TEXTS,
  SaveOutboxNotice,
  useListNotesQuery,
  useSignOutQuestion,
} from '@clinote/notes-client';
import { Link, runWithToasts, useNavigate, useSession, useSignOut, api } from '@clinote/platform';
import { Button, Flex, MenuButton, type MenuGroup } from '@clinote/ui';
import { OpenNoteProvider, useOpenNote } from '../notes/open-note';
import { localDate, recentNotes } from '../notes/recent-notes';
import { PAGES } from '@clinote/contracts';
import { menuEntries } from '../route-table';

const logoutEverywhereApi = api.injectEndpoints({
  endpoints: (build) => ({
    logoutEverywhere: build.mutation<{ message: string }, void>({ query: () => ({ url: '/auth/logout-everywhere', method: 'POST' }) }),
  }),
});

/** docs/product.md §2 "Header for signed-in pages": product name to /, My Notes, the account menu, Logout. */
function Header() {
  const { user } = useSession();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Notes still waiting to be saved in this browser: signing out asks first (docs/decisions/0155-save-outbox.md).
  const signOutQuestion = useSignOutQuestion();
  const openNote = useOpenNote();
  // The name, credentials and NPI a signature shows (issue 25).
  const [profileOpen, setProfileOpen] = useState(false);
  const [logoutEverywhere] = logoutEverywhereApi.useLogoutEverywhereMutation();
  const { data: notes, isError } = useListNotesQuery();
  const { shown } = recentNotes(notes);

  const myNotes: MenuGroup[] = [
    {
      key: 'recent',
      items: shown.map((note) => ({
        key: note.id,
        label: note.title,
        detail: note.isDraft ? `Draft · ${localDate(note.updatedAt)}` : localDate(note.createdAt),
        onSelect: () => openNote(note),
      })),
    },
  ];
  const account: MenuGroup[] = [
    {
      key: 'pages',
      items: [
        ...menuEntries('pages').map(({ name, path }) => ({
          key: path === PAGES.dashboard.path ? 'dashboard' : path,
          label: name,
          onSelect: () => navigate(path),
        })),
      ],
    },
    // The server decides who is an administrator (ADMIN_EMAILS); the browser only shows the way in.
    {
      key: 'admin',
      title: 'Admin',
      items: user?.isAdmin
        ? menuEntries('admin').map(({ name, path }) => ({ key: 'admin', label: name, onSelect: () => navigate(path) }))
        : [],
    },
    {
      key: 'session',
      items: [
        { key: 'profile', label: RECORD_TEXTS.profileMenu, onSelect: () => setProfileOpen(true) },
        {
          key: 'everywhere',
          label: 'Sign out everywhere',
          onSelect: () =>
            signOutQuestion.confirm(
              () =>
                void runWithToasts(() => logoutEverywhere().unwrap(), {
                  failure: { title: 'Sign Out Failed', fallback: 'Could not sign out on every device. Please try again.' },
                  onSuccess: () => void signOut(),
                }),
            ),
        },
      ],
    },
  ];

  return (
    <header style={{ background: '#fff', borderBottom: '1px solid #e5e7eb' }}>
      <Flex justify="space-between" align="center" wrap gap={8} style={{ maxWidth: 1280, margin: '0 auto', padding: '8px 16px' }}>
        <Link
          to={PAGES.dashboard.path}
          aria-label="Clinote home"
          style={{ textDecoration: 'none', fontSize: 20, fontWeight: 600, color: '#1f2328' }}
        >
          Clinote
        </Link>
        <Flex gap={8} wrap align="center" component="nav" aria-label="Account">
          <MenuButton label="My Notes" groups={myNotes} empty={isError ? 'Notes could not be loaded.' : 'No notes yet'} />
          <MenuButton label="Account" groups={account} />
          <Button onClick={() => signOutQuestion.confirm(() => void signOut())}>Logout</Button>
        </Flex>
      </Flex>
      {signOutQuestion.dialog}
      <ProfileDialog open={profileOpen} onClose={() => setProfileOpen(false)} />
    </header>
  );
}

/**
 * Every signed-in page: the header, the page in the one <main> landmark, and the notice of notes
 * waiting to be saved (issue 25; it also sends them), fixed at the foot of the screen: the main area
 * ends below it, so the end of a page scrolls clear of it.
 */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <OpenNoteProvider>
      <Header />
      <main style={{ maxWidth: 1280, margin: '0 auto', padding: `24px 16px calc(24px + var(${OUTBOX_SPACE_VAR}, 0px))` }}>{children}</main>
      <SaveOutboxNotice />
    </OpenNoteProvider>
  );
}
