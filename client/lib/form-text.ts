/** A text field's value in a submitted form: '' when the form has no such field (or it holds a file, which is not text). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}
