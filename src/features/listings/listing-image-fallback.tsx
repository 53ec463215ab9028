import { LeafIcon } from "@/components/ui/icons";

const GRADIENTS: Record<number, string> = {
  1: "from-forest-800 via-forest-700 to-sand-600",
  2: "from-forest-900 via-forest-600 to-forest-400",
  3: "from-sand-700 via-sand-500 to-sand-300",
};

/** Spec §8: a broken property image falls back to a placeholder, tinted by category. */
export function ListingImageFallback({ name, categoryId }: { name: string; categoryId: number | null }) {
  const gradient = (categoryId && GRADIENTS[categoryId]) || "from-forest-900 via-forest-700 to-sand-500";
  return (
    <div
      className={`absolute inset-0 flex flex-col items-center justify-center gap-2 bg-gradient-to-br ${gradient} p-6 text-center text-white`}
    >
      <LeafIcon className="size-8 opacity-80" />
      <span className="font-serif text-lg leading-tight opacity-90">{name}</span>
    </div>
  );
}
