import { api } from '@clinote/platform';
import type {
  AddAddendumRequest,
  ConfirmPasswordResponse,
  CreateNoteRequest,
  CurrentUser,
  EditNoteRequest,
  EmailNoteResponse,
  Note,
  NoteVersionsResponse,
  ProfileUpdateRequest,
  SignNoteRequest,
  UpdateDraftRequest,
} from '@clinote/contracts';

const NOTES = { type: 'Note' as const, id: 'LIST' };
const noteTags = (id: string) => [NOTES, { type: 'Note' as const, id }, { type: 'NoteVersions' as const, id }];

/**
 * How long a generated note's save may take before it counts as not reached and goes to the outbox
 * (issue 25): a connection that hangs instead of failing would otherwise keep the note "saving". A
 * save that did arrive meanwhile is not stored twice: the outbox sends it again with the same clientId.
 */
export const SAVE_TIMEOUT_MS = 30_000;

/**
 * docs/product.md §7's notes calls on the one platform API. Every save, update or delete invalidates the
 * list, so the dashboard and My Notes show a new note without a reload.
 */
export const notesApi = api.enhanceEndpoints({ addTagTypes: ['Note', 'NoteVersions'] }).injectEndpoints({
  endpoints: (build) => ({
    listNotes: build.query<Note[], void>({
      query: () => '/notes',
      providesTags: (notes = []) => [NOTES, ...notes.map((note) => ({ type: 'Note' as const, id: note.id }))],
    }),
    getNote: build.query<Note, string>({
      query: (id) => `/notes/${encodeURIComponent(id)}`,
      providesTags: (_note, _error, id) => [{ type: 'Note', id }],
    }),
    createNote: build.mutation<Note, CreateNoteRequest>({
      // A generated note's save (it carries a clientId) gives up after SAVE_TIMEOUT_MS: kept and sent again (issue 25).
      query: (body) => ({ url: '/notes', method: 'POST', body, ...(body.clientId ? { timeout: SAVE_TIMEOUT_MS } : {}) }),
      invalidatesTags: [NOTES],
    }),
    updateDraft: build.mutation<Note, { id: string } & UpdateDraftRequest>({
      query: ({ id, ...body }) => ({ url: `/notes/${encodeURIComponent(id)}`, method: 'PUT', body }),
      invalidatesTags: (_note, _error, { id }) => [NOTES, { type: 'Note', id }],
    }),
    deleteNote: build.mutation<void, string>({
      query: (id) => ({ url: `/notes/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [NOTES, { type: 'Note', id }],
    }),
    emailNote: build.mutation<EmailNoteResponse, string>({
      query: (id) => ({ url: `/notes/${encodeURIComponent(id)}/email`, method: 'POST' }),
    }),
    // Owning the result (issue 25, docs/decisions/0152-sign-and-lock.md, 0153-note-versions.md).
    editNote: build.mutation<Note, { id: string } & EditNoteRequest>({
      query: ({ id, ...body }) => ({ url: `/notes/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: (_note, _error, { id }) => noteTags(id),
    }),
    noteVersions: build.query<NoteVersionsResponse, string>({
      query: (id) => `/notes/${encodeURIComponent(id)}/versions`,
      providesTags: (_versions, _error, id) => [{ type: 'NoteVersions', id }],
    }),
    signNote: build.mutation<Note, { id: string } & SignNoteRequest>({
      query: ({ id, ...body }) => ({ url: `/notes/${encodeURIComponent(id)}/sign`, method: 'POST', body }),
      invalidatesTags: (_note, _error, { id }) => noteTags(id),
    }),
    addAddendum: build.mutation<Note, { id: string } & AddAddendumRequest>({
      query: ({ id, ...body }) => ({ url: `/notes/${encodeURIComponent(id)}/addenda`, method: 'POST', body }),
      invalidatesTags: (_note, _error, { id }) => noteTags(id),
    }),
    // The account's side of a signature (svc-identity): the profile it shows, the password typed again.
    updateProfile: build.mutation<CurrentUser, ProfileUpdateRequest>({
      query: (body) => ({ url: '/auth/profile', method: 'PUT', body }),
      invalidatesTags: ['Me'],
    }),
    confirmPassword: build.mutation<ConfirmPasswordResponse, { password: string }>({
      query: (body) => ({ url: '/auth/confirm-password', method: 'POST', body }),
    }),
  }),
});

export const {
  useListNotesQuery,
  useGetNoteQuery,
  useLazyGetNoteQuery,
  useCreateNoteMutation,
  useUpdateDraftMutation,
  useDeleteNoteMutation,
  useEmailNoteMutation,
  useEditNoteMutation,
  useNoteVersionsQuery,
  useSignNoteMutation,
  useAddAddendumMutation,
  useUpdateProfileMutation,
  useConfirmPasswordMutation,
} = notesApi;
