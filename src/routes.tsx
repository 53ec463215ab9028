import { parse } from "regexparam";
import { matchRoute, Route, Switch } from "wouter";
import { lazyPage, type RoutePage } from "@/lib/route-data";

const HomePage = lazyPage(() => import("@/features/home/home-page"), "HomePage", "homePageData");
const ListingsPage = lazyPage(() => import("@/features/listings/listings-page"), "ListingsPage", "listingsPageData");
const CategoryListingsPage = lazyPage(
  () => import("@/features/listings/category-listings-page"),
  "CategoryListingsPage",
  "categoryListingsPageData",
);
const ListingDetailPage = lazyPage(
  () => import("@/features/listing-detail/listing-detail-page"),
  "ListingDetailPage",
  "listingDetailPageData",
);
const SignInPage = lazyPage(() => import("@/features/auth/sign-in-page"), "SignInPage");
const SignUpPage = lazyPage(() => import("@/features/auth/sign-up-page"), "SignUpPage");
const NotFoundPage = lazyPage(() => import("@/features/not-found/not-found-page"), "NotFoundPage");
const RecommendationsPage = lazyPage(
  () => import("@/features/recommendations/recommendations-page"),
  "RecommendationsPage",
  "recommendationsPageData",
);
const JournalPage = lazyPage(() => import("@/features/journal/journal-page"), "JournalPage", "journalPageData");
const ArticlePage = lazyPage(() => import("@/features/journal/article-page"), "ArticlePage", "articlePageData");
const MembershipPage = lazyPage(
  () => import("@/features/membership/membership-page"),
  "MembershipPage",
  "membershipPageData",
);
const CheckoutPage = lazyPage(() => import("@/features/membership/checkout-page"), "CheckoutPage", "checkoutPageData");
const SubscribePage = lazyPage(
  () => import("@/features/membership/subscribe-page"),
  "SubscribePage",
  "subscribePageData",
);
const MembershipSuccessPage = lazyPage(
  () => import("@/features/membership/membership-success-page"),
  "MembershipSuccessPage",
  "membershipSuccessPageData",
);
const SponsorsPage = lazyPage(() => import("@/features/sponsors/sponsors-page"), "SponsorsPage", "sponsorsPageData");
const InfoPage = lazyPage(() => import("@/features/info/info-page"), "InfoPage", "infoPageData");
const DestinationsPage = lazyPage(
  () => import("@/features/info/destinations-page"),
  "DestinationsPage",
  "destinationsPageData",
);
const AccountPage = lazyPage(() => import("@/features/account/account-page"), "AccountPage");
const DemoBillingPage = lazyPage(
  () => import("@/features/account/demo-billing-page"),
  "DemoBillingPage",
  "demoBillingPageData",
);
const ProfilePage = lazyPage(() => import("@/features/account/profile-page"), "ProfilePage");
const SettingsPage = lazyPage(() => import("@/features/account/settings-page"), "SettingsPage");
const PreferencesPage = lazyPage(
  () => import("@/features/account/preferences-page"),
  "PreferencesPage",
  "preferencesPageData",
);
const ForgotPasswordPage = lazyPage(() => import("@/features/account/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyPage(() => import("@/features/account/reset-password-page"), "ResetPasswordPage");
const ConfirmEmailPage = lazyPage(() => import("@/features/account/confirm-email-page"), "ConfirmEmailPage");
const PointsPage = lazyPage(() => import("@/features/points/points-page"), "PointsPage", "pointsPageData");
const FavoritesPage = lazyPage(
  () => import("@/features/favorites/favorites-page"),
  "FavoritesPage",
  "favoritesPageData",
);
const MemberDashboardPage = lazyPage(
  () => import("@/features/dashboard/member-dashboard-page"),
  "MemberDashboardPage",
  "memberDashboardPageData",
);
const TravelersPage = lazyPage(
  () => import("@/features/dashboard/travelers-page"),
  "TravelersPage",
  "travelersPageData",
);
const OwnerDashboardPage = lazyPage(
  () => import("@/features/owners/owner-dashboard-page"),
  "OwnerDashboardPage",
  "ownerDashboardPageData",
);
const OwnerStayFormPage = lazyPage(
  () => import("@/features/owners/stay-form-page"),
  "OwnerStayFormPage",
  "ownerStayFormPageData",
);
const StorePage = lazyPage(() => import("@/features/store/store-page"), "StorePage", "storePageData");
const CollectionPage = lazyPage(
  () => import("@/features/store/collection-page"),
  "CollectionPage",
  "collectionPageData",
);
const ProductPage = lazyPage(() => import("@/features/store/product-page"), "ProductPage", "productPageData");
const CartPage = lazyPage(() => import("@/features/store/cart-page"), "CartPage", "cartPageData");
const OrdersPage = lazyPage(() => import("@/features/store/orders-page"), "OrdersPage", "ordersPageData");
const OrderPage = lazyPage(() => import("@/features/store/orders-page"), "OrderPage", "orderPageData");
const DirectShopPage = lazyPage(
  () => import("@/features/store/direct-shop-page"),
  "DirectShopPage",
  "directShopPageData",
);
const StoreAdminPage = lazyPage(
  () => import("@/features/admin/store/store-admin-page"),
  "StoreAdminPage",
  "storeAdminPageData",
);
const WebsiteEditorPage = lazyPage(
  () => import("@/features/website-editor/website-editor-page"),
  "WebsiteEditorPage",
  "websiteEditorPageData",
);
const AnalyticsTestPage = lazyPage(
  () => import("@/features/tools/analytics-test-page"),
  "AnalyticsTestPage",
  "analyticsTestPageData",
);
const AvatarDemoPage = lazyPage(() => import("@/features/tools/avatar-demo-page"), "AvatarDemoPage");
const ApprovalsPage = lazyPage(
  () => import("@/features/admin/approvals/approvals-page"),
  "ApprovalsPage",
  "approvalsPageData",
);
const PartnerApiPage = lazyPage(
  () => import("@/features/partners/partner-api-page"),
  "PartnerApiPage",
  "partnerApiPageData",
);
const PartnerDashboardPage = lazyPage(
  () => import("@/features/partners/partner-dashboard-page"),
  "PartnerDashboardPage",
  "partnerDashboardPageData",
);
const SubmitJournalPage = lazyPage(() => import("@/features/member-journal/submit-journal-page"), "SubmitJournalPage");
const MemberJournalPage = lazyPage(
  () => import("@/features/member-journal/member-journal-page"),
  "MemberJournalPage",
  "memberJournalPageData",
);
const ActivityPage = lazyPage(() => import("@/features/community/activity-page"), "ActivityPage", "activityPageData");
const LeaderboardPage = lazyPage(
  () => import("@/features/community/leaderboard-page"),
  "LeaderboardPage",
  "leaderboardPageData",
);
const TripsPage = lazyPage(() => import("@/features/trips/trips-page"), "TripsPage", "tripsPageData");
const TripBoardPage = lazyPage(() => import("@/features/trips/trip-board-page"), "TripBoardPage", "tripBoardPageData");
const JoinTripPage = lazyPage(() => import("@/features/trips/join-trip-page"), "JoinTripPage", "joinTripPageData");
const SharedTripPage = lazyPage(
  () => import("@/features/trips/shared-trip-page"),
  "SharedTripPage",
  "sharedTripPageData",
);
const AvailabilityPage = lazyPage(
  () => import("@/features/availability/availability-page"),
  "AvailabilityPage",
  "availabilityPageData",
);
const AiSearchPage = lazyPage(() => import("@/features/search/ai-search-page"), "AiSearchPage");
const ConciergePage = lazyPage(
  () => import("@/features/concierge/concierge-page"),
  "ConciergePage",
  "conciergePageData",
);
const AdminDashboardPage = lazyPage(
  () => import("@/features/admin/dashboard/admin-dashboard-page"),
  "AdminDashboardPage",
  "adminDashboardPageData",
);
const AdminLoginPage = lazyPage(() => import("@/features/admin/login/admin-login-page"), "AdminLoginPage");
const AdminUsersPage = lazyPage(
  () => import("@/features/admin/users/admin-users-page"),
  "AdminUsersPage",
  "adminUsersPageData",
);
const AdminSettingsPage = lazyPage(
  () => import("@/features/admin/settings/admin-settings-page"),
  "AdminSettingsPage",
  "adminSettingsPageData",
);
const PropertiesListPage = lazyPage(
  () => import("@/features/admin/properties/properties-list-page"),
  "PropertiesListPage",
  "propertiesListPageData",
);
const PropertyFormPage = lazyPage(
  () => import("@/features/admin/properties/property-form-page"),
  "PropertyFormPage",
  "propertyFormPageData",
);
const PointsSystemPage = lazyPage(
  () => import("@/features/admin/points/points-system-page"),
  "PointsSystemPage",
  "pointsSystemPageData",
);
const MonitoringPage = lazyPage(
  () => import("@/features/admin/monitoring/monitoring-page"),
  "MonitoringPage",
  "monitoringPageData",
);
const AdminSponsorsPage = lazyPage(
  () => import("@/features/admin/sponsors/admin-sponsors-page"),
  "AdminSponsorsPage",
  "adminSponsorsPageData",
);
const AddPropertiesPage = lazyPage(
  () => import("@/features/admin/add-properties/add-properties-page"),
  "AddPropertiesPage",
  "addPropertiesPageData",
);
const EmailPreviewPage = lazyPage(
  () => import("@/features/email-preview/email-preview-page"),
  "EmailPreviewPage",
  "emailPreviewPageData",
);

/** A route: its path (wouter's pattern; none for the not-found page at the end) and its page. */
export type AppRoute = {
  path?: string;
  page: RoutePage;
  /** Props the route gives its page. */
  props?: Record<string, string>;
};

/**
 * Spec §2 route table: the one list of the app's routes, rendered by AppRoutes and matched by the
 * server render (src/entry-server.tsx) to fetch each page's data before rendering. More specific
 * paths come before the patterns that would also match; the first match wins. Every page with
 * queries names its data declaration; no route leaves its data to the browser (what only the
 * browser can read, the partner API's OpenAPI document and the analytics test's event log, is not
 * a query the server render asks for).
 */
export const ROUTES: readonly AppRoute[] = [
  { path: "/", page: HomePage },

  { path: "/listings", page: ListingsPage },
  { path: "/explorer", page: ListingsPage },
  { path: "/listings/category/:category", page: CategoryListingsPage },
  { path: "/listings/:slug", page: ListingDetailPage },

  { path: "/recommendations", page: RecommendationsPage },
  { path: "/travelers", page: TravelersPage },
  { path: "/travelers/dashboard", page: TravelersPage },

  { path: "/journal", page: JournalPage },
  { path: "/journal/:slug", page: ArticlePage },
  { path: "/submit-journal", page: SubmitJournalPage },
  { path: "/member-journal", page: MemberJournalPage },

  { path: "/membership", page: MembershipPage },
  { path: "/checkout", page: CheckoutPage },
  { path: "/membership/checkout", page: CheckoutPage },
  { path: "/subscribe/:tierId", page: SubscribePage },
  { path: "/membership/success", page: MembershipSuccessPage },

  { path: "/availability", page: AvailabilityPage },

  { path: "/merch", page: StorePage },
  { path: "/store", page: StorePage },
  { path: "/store/collections/:collectionId", page: CollectionPage },
  { path: "/store/products/:slug", page: ProductPage },
  { path: "/store/cart", page: CartPage },
  { path: "/store/orders", page: OrdersPage },
  { path: "/store/orders/:id", page: OrderPage },
  { path: "/direct-shop", page: DirectShopPage },

  { path: "/sponsors", page: SponsorsPage },

  { path: "/account", page: AccountPage },
  { path: "/account/billing", page: DemoBillingPage },
  { path: "/account/points", page: PointsPage },
  { path: "/member/dashboard", page: MemberDashboardPage },
  { path: "/dashboard", page: MemberDashboardPage },
  { path: "/favorites", page: FavoritesPage },
  { path: "/preferences", page: PreferencesPage },
  { path: "/profile", page: ProfilePage },
  { path: "/settings", page: SettingsPage },
  { path: "/forgot-password", page: ForgotPasswordPage },
  { path: "/reset-password", page: ResetPasswordPage },
  { path: "/confirm-email", page: ConfirmEmailPage },

  { path: "/direct-admin", page: AdminDashboardPage },
  { path: "/admin", page: AdminDashboardPage },
  { path: "/direct-admin/admin-users", page: AdminUsersPage },
  { path: "/admin-users", page: AdminUsersPage },
  { path: "/admin/users", page: AdminUsersPage },
  { path: "/direct-admin/settings", page: AdminSettingsPage },
  { path: "/admin-login", page: AdminLoginPage },
  { path: "/quick-admin", page: AdminLoginPage },
  { path: "/quick-login", page: AdminLoginPage },
  { path: "/admin/properties", page: PropertiesListPage },
  { path: "/admin/properties/new", page: PropertyFormPage },
  { path: "/admin/properties/:id", page: PropertyFormPage },
  { path: "/admin/points-system", page: PointsSystemPage },
  { path: "/admin/monitoring", page: MonitoringPage },
  { path: "/admin/sponsors", page: AdminSponsorsPage },
  { path: "/admin/approvals", page: ApprovalsPage },
  { path: "/admin/store", page: StoreAdminPage },

  { path: "/owner/dashboard", page: OwnerDashboardPage },
  { path: "/owner/stays/new", page: OwnerStayFormPage },
  { path: "/owner/stays/:id", page: OwnerStayFormPage },
  { path: "/partner/api", page: PartnerApiPage },
  { path: "/partner/dashboard", page: PartnerDashboardPage },

  { path: "/search", page: ListingsPage, props: { variant: "search" } },
  { path: "/search/advanced", page: ListingsPage, props: { variant: "advanced-search" } },
  { path: "/ai-search", page: AiSearchPage },

  { path: "/signin", page: SignInPage },
  { path: "/member-login", page: SignInPage },
  { path: "/login", page: SignInPage },
  { path: "/signup", page: SignUpPage },

  { path: "/community/activity", page: ActivityPage },
  { path: "/community/leaderboard", page: LeaderboardPage },

  { path: "/concierge", page: ConciergePage },
  { path: "/travel-concierge", page: ConciergePage },
  { path: "/trip-planning", page: TripsPage },
  { path: "/trip-planning/join/:token", page: JoinTripPage },
  { path: "/trip-planning/shared/:token", page: SharedTripPage },
  { path: "/trip-planning/:id", page: TripBoardPage },

  { path: "/website-editor", page: WebsiteEditorPage },
  { path: "/add-properties", page: AddPropertiesPage },
  { path: "/analytics-test", page: AnalyticsTestPage },
  { path: "/avatar-demo", page: AvatarDemoPage },
  { path: "/email-preview", page: EmailPreviewPage },

  { path: "/about", page: InfoPage, props: { page: "about" } },
  { path: "/careers", page: InfoPage, props: { page: "careers" } },
  { path: "/press", page: InfoPage, props: { page: "press" } },
  { path: "/help", page: InfoPage, props: { page: "help" } },
  { path: "/safety", page: InfoPage, props: { page: "safety" } },
  { path: "/contact", page: InfoPage, props: { page: "contact" } },
  { path: "/terms", page: InfoPage, props: { page: "terms" } },
  { path: "/privacy", page: InfoPage, props: { page: "privacy" } },
  { path: "/cookies", page: InfoPage, props: { page: "cookies" } },
  { path: "/guide", page: InfoPage, props: { page: "guide" } },
  { path: "/destinations", page: DestinationsPage },

  { page: NotFoundPage },
];

/**
 * The route a path renders (the not-found page when none matches), with its URL parameters; as wouter's Switch picks
 * it.
 */
export function matchPage(pathname: string): { route: AppRoute; params: Record<string, string | undefined> } {
  for (const route of ROUTES) {
    // regexparam's parse is the pattern parser wouter's Router uses by default; wouter does not export it, so it is our
    // dependency too, at wouter's version.
    const [matched, params] = matchRoute(parse, route.path ?? "*", pathname);
    if (matched) return { route, params: params };
  }
  throw new Error("The route table ends with a catch-all route.");
}

export function AppRoutes() {
  return (
    <Switch>
      {ROUTES.map(({ path, page: { Component }, props }, index) => (
        <Route key={index} path={path}>
          {(params) => <Component params={params} {...props} />}
        </Route>
      ))}
    </Switch>
  );
}
