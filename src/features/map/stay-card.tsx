import type { Ref } from "react";
import { Link } from "wouter";
import { CloseIcon, StarIcon } from "@/components/ui/icons";
import type { MapPin } from "./map-pins";

type StayCardProps = { pin: MapPin; cardRef: Ref<HTMLElement>; onClose: () => void };

/** The small card a selected pin opens at the foot of the map: photo, name, rating, place, price. */
export function StayCard({ pin, cardRef, onClose }: StayCardProps) {
  return (
    <section
      ref={cardRef}
      aria-label={pin.title}
      className="absolute inset-x-3 bottom-3 z-10 flex overflow-hidden rounded-xl bg-white text-left shadow-card-hover ring-1 ring-forest-900/10 sm:right-auto sm:w-[22rem]"
    >
      {pin.image ? (
        <img
          src={pin.image.src}
          srcSet={pin.image.srcSet}
          sizes="128px"
          alt=""
          width={400}
          height={300}
          className="w-28 shrink-0 bg-sand-100 object-cover sm:w-32"
        />
      ) : null}
      <div className="min-w-0 flex-1 px-3 py-2.5">
        {pin.href ? (
          <Link
            href={pin.href}
            className="block truncate font-serif text-lg leading-snug text-forest-950 after:absolute after:inset-0 hover:underline"
          >
            {pin.title}
          </Link>
        ) : (
          <p className="truncate font-serif text-lg leading-snug text-forest-950">{pin.title}</p>
        )}
        <p className="mt-0.5 flex items-center gap-2 text-xs text-muted">
          {pin.rating ? (
            <span className="flex shrink-0 items-center gap-0.5 font-semibold text-ink">
              <StarIcon className="size-3.5 text-sand-500" />
              {pin.rating}
            </span>
          ) : null}
          {pin.subtitle ? <span className="truncate">{pin.subtitle}</span> : null}
        </p>
        {pin.total ? (
          <p className="mt-1.5 text-sm font-semibold text-ink">{pin.total}</p>
        ) : pin.price ? (
          <p className="mt-1.5 text-sm text-muted">
            from <span className="font-semibold text-ink">{pin.price}</span> / night
          </p>
        ) : null}
        {pin.freeDates ? <p className="text-xs font-medium text-forest-800">{pin.freeDates}</p> : null}
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label={`Close ${pin.title}`}
        className="relative z-10 m-1.5 grid size-8 shrink-0 place-items-center self-start rounded-full text-muted hover:bg-sand-100 hover:text-ink"
      >
        <CloseIcon className="size-4" />
      </button>
    </section>
  );
}
