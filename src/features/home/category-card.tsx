import { Link } from "wouter";
import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { cn } from "@/lib/cn";
import type { RouterOutputs } from "@/lib/trpc";

type Category = RouterOutputs["catalog"]["categories"][number];

const FALLBACK_GRADIENTS = [
  "from-forest-800 to-forest-500",
  "from-sand-700 to-sand-400",
  "from-forest-900 to-sand-600",
  "from-forest-700 to-forest-300",
];

function staysLabel(count: number): string {
  return `${count} unique ${count === 1 ? "stay" : "stays"}`;
}

type CategoryCardProps = { category: Category; href?: string; large?: boolean };

export function CategoryCard({ category, href, large = false }: CategoryCardProps) {
  const gradient = FALLBACK_GRADIENTS[category.id % FALLBACK_GRADIENTS.length];
  return (
    <Link
      href={href ?? `/listings/category/${category.slug}`}
      className={cn(
        "group relative isolate flex h-full min-h-44 overflow-hidden rounded-2xl bg-forest-900 shadow-card transition-shadow hover:shadow-card-hover",
        large ? "sm:min-h-96" : "sm:min-h-52",
      )}
    >
      <ImageWithFallback
        src={category.image}
        sizes={large ? "(min-width: 1024px) 50vw, 100vw" : "(min-width: 1024px) 25vw, 50vw"}
        alt=""
        className="absolute inset-0 -z-10 size-full object-cover transition-transform duration-700 group-hover:scale-105"
        fallback={<div className={cn("absolute inset-0 -z-10 bg-gradient-to-br", gradient)} aria-hidden="true" />}
      />
      <div
        className="absolute inset-0 -z-10 bg-gradient-to-t from-forest-950/85 via-forest-950/25 to-transparent"
        aria-hidden="true"
      />
      <div className="mt-auto p-4 text-white sm:p-5">
        <h3 className={cn("font-serif leading-tight", large ? "text-2xl sm:text-3xl" : "text-lg sm:text-xl")}>
          {category.name}
        </h3>
        <p className="mt-1 text-sm text-sand-100">{staysLabel(category.count)}</p>
      </div>
    </Link>
  );
}
