import { ImageWithFallback } from "@/components/ui/image-with-fallback";
import { LeafIcon } from "@/components/ui/icons";
import { cn } from "@/lib/cn";

/** A listing image at thumbnail size, with a quiet placeholder when it is missing or broken. */
export function AdminThumb({
  src,
  alt,
  className,
  sizes = "24rem",
}: {
  src: string | null | undefined;
  alt: string;
  className?: string;
  sizes?: string;
}) {
  return (
    <span className={cn("relative block overflow-hidden rounded-lg bg-sand-100", className)}>
      <ImageWithFallback
        src={src}
        sizes={sizes}
        defaultWidth={400}
        alt={alt}
        className="absolute inset-0 size-full object-cover"
        fallback={
          <span className="absolute inset-0 flex items-center justify-center text-sand-600">
            <LeafIcon className="size-5" />
          </span>
        }
      />
    </span>
  );
}
