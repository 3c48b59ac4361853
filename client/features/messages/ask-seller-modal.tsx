import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import type { Book } from '../../../shared/books.ts';
import { MESSAGE_MAX_LENGTH } from '../../../shared/conversations.ts';
import { ModalFormActions } from '../../components/modal-form-actions.tsx';
import { FormDialog } from '../../components/form-dialog.tsx';
import { FormField } from '../../components/form-field.tsx';
import { useTRPC } from '../../lib/trpc.ts';
import { useCheckedForm } from '../../lib/use-checked-form.ts';
import { useModalDialog } from '../../lib/use-modal-dialog.ts';
import { readMessageText } from './message-text.ts';
import { threadPath } from './thread-path.ts';
import { useReadAgain } from '../../lib/read-again.ts';
import { bookActions } from '../../i18n/book-actions.ts';
import { conversations } from '../../i18n/conversations.ts';
import { useMessages } from '../../i18n/namespace.ts';

type AskSellerModalProps = {
  book: Book;
  onClose: () => void;
};

/** The first message to a book's seller, in a modal <dialog>; once sent, the conversation opens. */
export function AskSellerModal({ book, onClose }: AskSellerModalProps) {
  const trpc = useTRPC();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const dialog = useModalDialog(dialogRef, onClose);
  const navigate = useNavigate();
  const readAgain = useReadAgain();
  const start = useMutation(trpc.conversations.start.mutationOptions());
  const t = useMessages(conversations);
  const actions = useMessages(bookActions);
  const { formRef, errors, failure, busy, onSubmit } = useCheckedForm<{ text: string }, { text: string }>(
    (form) => {
      const read = readMessageText(form.get('text'));
      return 'text' in read ? { values: read } : { errors: { text: read.error } };
    },
    async ({ text }) => {
      const { insertedId } = await start.mutateAsync({ bookId: book._id, text });
      await readAgain(trpc.conversations.list.pathFilter(), trpc.conversations.about.queryFilter({ bookId: book._id }));
      dialog.close();
      await navigate(threadPath(insertedId));
    },
    'Asking the seller',
  );

  return (
    <FormDialog
      dialogRef={dialogRef}
      onClose={dialog.onClose}
      kicker={actions('ask')}
      title={book.book}
      byline={t('askByline', { author: book.author, seller: book.sellerName })}
      explanation={t('askExplanation')}
    >
      <form ref={formRef} noValidate onSubmit={(event) => void onSubmit(event)} aria-busy={busy} className="mt-5 space-y-4">
        <FormField label={t('yourMessage')} error={errors.text}>
          {(control) => <textarea {...control} name="text" rows={4} maxLength={MESSAGE_MAX_LENGTH} className="textarea w-full" />}
        </FormField>
        <ModalFormActions failure={failure} busy={busy} onCancel={dialog.close} submitLabel={t('send')} />
      </form>
    </FormDialog>
  );
}
