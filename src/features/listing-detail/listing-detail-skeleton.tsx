import { Skeleton } from "@/components/ui/skeleton";

export function ListingDetailSkeleton() {
  return (
    <div role="status" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <span className="sr-only">Loading listing</span>
      <Skeleton className="h-4 w-48" />
      <Skeleton className="mt-5 h-11 w-2/3" />
      <Skeleton className="mt-4 h-5 w-80 max-w-full" />
      <Skeleton className="mt-8 aspect-[4/3] w-full rounded-3xl sm:aspect-[16/9] md:aspect-[2/1]" />
      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-4">
          <Skeleton className="h-8 w-56" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
        <Skeleton className="h-64 w-full rounded-3xl" />
      </div>
    </div>
  );
}
