import { SectionHeading } from "@/components/ui/section-heading";
import { Skeleton } from "@/components/ui/skeleton";
import { LoadError, StateMessage } from "@/components/ui/state-message";
import { cn } from "@/lib/cn";
import { trpc } from "@/lib/trpc";
import { CategoryCard } from "./category-card";

const cellClass = (index: number) => cn(index === 0 && "col-span-2 lg:row-span-2");

export function CategoriesSection() {
  const categories = trpc.catalog.categories.useQuery();

  return (
    <section aria-labelledby="categories-title" className="mx-auto max-w-7xl px-4 py-20 sm:px-6 lg:px-8">
      <SectionHeading
        id="categories-title"
        eyebrow="Explore categories"
        title="Curated luxury accommodations"
        subtitle="From canopy treehouses to restored Airstreams, every stay is hand-picked for design, setting and the story you'll bring home."
        action={{ label: "Browse all stays", href: "/listings" }}
      />
      <div className="mt-10">
        {categories.isPending ? (
          <div role="status" className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            <span className="sr-only">Loading categories</span>
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className={cn("h-44 rounded-2xl sm:h-52", cellClass(i), i === 0 && "lg:h-full")} />
            ))}
          </div>
        ) : categories.isError ? (
          <LoadError title="Failed to load categories." onRetry={() => void categories.refetch()} />
        ) : categories.data.length === 0 ? (
          <StateMessage title="No categories available at this time." />
        ) : (
          <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
            {categories.data.map((category, index) => (
              <li key={category.id} className={cellClass(index)}>
                <CategoryCard category={category} large={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
