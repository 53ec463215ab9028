import { StarIcon } from "@/components/ui/icons";

export function Stars({ rating }: { rating: number }) {
  return (
    <span className="flex items-center gap-0.5 text-sand-500" role="img" aria-label={`${rating} out of 5 stars`}>
      {Array.from({ length: 5 }, (_, i) => (
        <StarIcon key={i} className={i < rating ? "size-4" : "size-4 text-sand-200"} />
      ))}
    </span>
  );
}
