import toast from "react-hot-toast";

/** One toast at a time: every toast reuses this id, so a new one replaces the last. */
const TOAST_ID = "wildluxe-toast";

function Body({ title, message }: { title: string; message?: string | undefined }) {
  return (
    <div className="text-sm">
      <p className="font-semibold text-ink">{title}</p>
      {message ? <p className="mt-0.5 text-muted">{message}</p> : null}
    </div>
  );
}

export const notify = {
  success(title: string, message?: string) {
    toast.success(<Body title={title} message={message} />, { id: TOAST_ID });
  },
  error(title: string, message?: string) {
    toast.error(<Body title={title} message={message} />, { id: TOAST_ID });
  },
  info(title: string, message?: string) {
    toast(<Body title={title} message={message} />, { id: TOAST_ID, icon: "ℹ️" });
  },
};
