import { lazy, type ComponentType } from "react";
import { Route, Switch } from "wouter";
import type { AreaKey } from "@/features/coming-soon/coming-soon-areas";

/** React.lazy for a module's named export (this codebase uses named exports only). */
// `any` mirrors React.lazy's own constraint on the component's props.
function lazyNamed<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(async () => ({ default: (await load())[name] }));
}

const HomePage = lazyNamed(() => import("@/features/home/home-page"), "HomePage");
const ListingsPage = lazyNamed(() => import("@/features/listings/listings-page"), "ListingsPage");
const CategoryListingsPage = lazyNamed(() => import("@/features/listings/category-listings-page"), "CategoryListingsPage");
const SignInPage = lazyNamed(() => import("@/features/auth/sign-in-page"), "SignInPage");
const SignUpPage = lazyNamed(() => import("@/features/auth/sign-up-page"), "SignUpPage");
const NotFoundPage = lazyNamed(() => import("@/features/not-found/not-found-page"), "NotFoundPage");
const ComingSoonPage = lazyNamed(() => import("@/features/coming-soon/coming-soon-page"), "ComingSoonPage");

/** Screens not built yet: the shared placeholder, named for the screen. */
function Soon({ area, screen }: { area: AreaKey; screen: string }) {
  return <ComingSoonPage area={area} screen={screen} />;
}

/** Spec §2 route table. More specific paths come before the patterns that would also match. */
export function AppRoutes() {
  return (
    <Switch>
      <Route path="/" component={HomePage} />

      <Route path="/listings" component={ListingsPage} />
      <Route path="/explorer" component={ListingsPage} />
      <Route path="/listings/category/:category" component={CategoryListingsPage} />
      <Route path="/listings/:slug"><Soon area="listings" screen="Listing Details" /></Route>

      <Route path="/recommendations"><Soon area="recommendations" screen="Recommendations" /></Route>
      <Route path="/travelers"><Soon area="travelers" screen="Traveler's Home" /></Route>
      <Route path="/travelers/dashboard"><Soon area="travelers" screen="Traveler's Home" /></Route>

      <Route path="/journal"><Soon area="journal" screen="Journal" /></Route>
      <Route path="/journal/:slug"><Soon area="journal" screen="Journal Article" /></Route>
      <Route path="/submit-journal"><Soon area="journal" screen="Submit a Journal Entry" /></Route>
      <Route path="/member-journal"><Soon area="journal" screen="Member Journal" /></Route>

      <Route path="/membership"><Soon area="membership" screen="Membership" /></Route>
      <Route path="/checkout"><Soon area="membership" screen="Checkout" /></Route>
      <Route path="/membership/checkout"><Soon area="membership" screen="Checkout" /></Route>
      <Route path="/subscribe/:tierId"><Soon area="membership" screen="Subscribe" /></Route>
      <Route path="/membership/success"><Soon area="membership" screen="Welcome to Membership" /></Route>

      <Route path="/availability"><Soon area="availability" screen="Check Availability" /></Route>

      <Route path="/merch"><Soon area="store" screen="Store" /></Route>
      <Route path="/store"><Soon area="store" screen="Store" /></Route>
      <Route path="/store/collections/:collectionId"><Soon area="store" screen="Store Collection" /></Route>
      <Route path="/direct-shop"><Soon area="store" screen="Store" /></Route>

      <Route path="/sponsors"><Soon area="sponsors" screen="Sponsors" /></Route>

      <Route path="/account"><Soon area="account" screen="My Account" /></Route>
      <Route path="/member/dashboard"><Soon area="account" screen="My Dashboard" /></Route>
      <Route path="/dashboard"><Soon area="account" screen="My Dashboard" /></Route>
      <Route path="/favorites"><Soon area="account" screen="Favorites" /></Route>
      <Route path="/preferences"><Soon area="account" screen="Preferences" /></Route>
      <Route path="/profile"><Soon area="account" screen="My Profile" /></Route>
      <Route path="/settings"><Soon area="account" screen="Settings" /></Route>

      <Route path="/direct-admin"><Soon area="admin" screen="Admin Dashboard" /></Route>
      <Route path="/admin"><Soon area="admin" screen="Admin Dashboard" /></Route>
      <Route path="/direct-admin/admin-users"><Soon area="admin" screen="Administrators" /></Route>
      <Route path="/admin-users"><Soon area="admin" screen="Administrators" /></Route>
      <Route path="/admin/users"><Soon area="admin" screen="Administrators" /></Route>
      <Route path="/direct-admin/settings"><Soon area="admin" screen="Admin Settings" /></Route>
      <Route path="/admin-login"><Soon area="admin" screen="Admin Sign In" /></Route>
      <Route path="/quick-admin"><Soon area="admin" screen="Admin Sign In" /></Route>
      <Route path="/quick-login"><Soon area="admin" screen="Admin Sign In" /></Route>
      <Route path="/admin/properties"><Soon area="admin" screen="Properties" /></Route>
      <Route path="/admin/properties/new"><Soon area="admin" screen="New Property" /></Route>
      <Route path="/admin/properties/:id"><Soon area="admin" screen="Edit Property" /></Route>
      <Route path="/admin/points-system"><Soon area="admin" screen="Points & Prizes" /></Route>
      <Route path="/admin/monitoring"><Soon area="admin" screen="Monitoring" /></Route>

      <Route path="/owner/dashboard"><Soon area="partners" screen="Property Owner Dashboard" /></Route>
      <Route path="/partner/api"><Soon area="partners" screen="Partner API" /></Route>
      <Route path="/partner/dashboard"><Soon area="partners" screen="Partner Dashboard" /></Route>

      <Route path="/search"><Soon area="search" screen="Search" /></Route>
      <Route path="/search/advanced"><Soon area="search" screen="Advanced Search" /></Route>
      <Route path="/ai-search"><Soon area="search" screen="AI Search" /></Route>

      <Route path="/signin" component={SignInPage} />
      <Route path="/member-login" component={SignInPage} />
      <Route path="/login" component={SignInPage} />
      <Route path="/signup" component={SignUpPage} />

      <Route path="/community/activity"><Soon area="community" screen="Community Activity" /></Route>
      <Route path="/community/leaderboard"><Soon area="community" screen="Leaderboard" /></Route>

      <Route path="/concierge"><Soon area="concierge" screen="Chrissy, Your Travel Concierge" /></Route>
      <Route path="/travel-concierge"><Soon area="concierge" screen="Chrissy, Your Travel Concierge" /></Route>
      <Route path="/trip-planning"><Soon area="concierge" screen="Trip Planning" /></Route>

      <Route path="/website-editor"><Soon area="tools" screen="Website Editor" /></Route>
      <Route path="/add-properties"><Soon area="tools" screen="Add Luxury Properties" /></Route>
      <Route path="/analytics-test"><Soon area="tools" screen="Analytics Test" /></Route>
      <Route path="/avatar-demo"><Soon area="tools" screen="Avatar Demo" /></Route>
      <Route path="/email-preview"><Soon area="tools" screen="Email Preview" /></Route>

      <Route path="/about"><Soon area="info" screen="About Us" /></Route>
      <Route path="/careers"><Soon area="info" screen="Careers" /></Route>
      <Route path="/press"><Soon area="info" screen="Press" /></Route>
      <Route path="/help"><Soon area="info" screen="Help Center" /></Route>
      <Route path="/safety"><Soon area="info" screen="Safety" /></Route>
      <Route path="/contact"><Soon area="info" screen="Contact Us" /></Route>
      <Route path="/terms"><Soon area="info" screen="Terms of Service" /></Route>
      <Route path="/privacy"><Soon area="info" screen="Privacy Policy" /></Route>
      <Route path="/cookies"><Soon area="info" screen="Cookie Policy" /></Route>
      <Route path="/guide"><Soon area="info" screen="Travel Guide" /></Route>
      <Route path="/destinations"><Soon area="info" screen="Destinations" /></Route>

      <Route component={NotFoundPage} />
    </Switch>
  );
}
