import { Route, Switch } from "wouter";
import type { AreaKey } from "@/features/coming-soon/coming-soon-areas";
import { lazyNamed } from "@/lib/lazy-named";

const HomePage = lazyNamed(() => import("@/features/home/home-page"), "HomePage");
const ListingsPage = lazyNamed(() => import("@/features/listings/listings-page"), "ListingsPage");
const CategoryListingsPage = lazyNamed(() => import("@/features/listings/category-listings-page"), "CategoryListingsPage");
const ListingDetailPage = lazyNamed(() => import("@/features/listing-detail/listing-detail-page"), "ListingDetailPage");
const SignInPage = lazyNamed(() => import("@/features/auth/sign-in-page"), "SignInPage");
const SignUpPage = lazyNamed(() => import("@/features/auth/sign-up-page"), "SignUpPage");
const NotFoundPage = lazyNamed(() => import("@/features/not-found/not-found-page"), "NotFoundPage");
const RecommendationsPage = lazyNamed(() => import("@/features/recommendations/recommendations-page"), "RecommendationsPage");
const JournalPage = lazyNamed(() => import("@/features/journal/journal-page"), "JournalPage");
const ArticlePage = lazyNamed(() => import("@/features/journal/article-page"), "ArticlePage");
const MembershipPage = lazyNamed(() => import("@/features/membership/membership-page"), "MembershipPage");
const CheckoutPage = lazyNamed(() => import("@/features/membership/checkout-page"), "CheckoutPage");
const SubscribePage = lazyNamed(() => import("@/features/membership/subscribe-page"), "SubscribePage");
const MembershipSuccessPage = lazyNamed(() => import("@/features/membership/membership-success-page"), "MembershipSuccessPage");
const SponsorsPage = lazyNamed(() => import("@/features/sponsors/sponsors-page"), "SponsorsPage");
const InfoPage = lazyNamed(() => import("@/features/info/info-page"), "InfoPage");
const DestinationsPage = lazyNamed(() => import("@/features/info/destinations-page"), "DestinationsPage");
const AccountPage = lazyNamed(() => import("@/features/account/account-page"), "AccountPage");
const DemoBillingPage = lazyNamed(() => import("@/features/account/demo-billing-page"), "DemoBillingPage");
const ProfilePage = lazyNamed(() => import("@/features/account/profile-page"), "ProfilePage");
const SettingsPage = lazyNamed(() => import("@/features/account/settings-page"), "SettingsPage");
const PreferencesPage = lazyNamed(() => import("@/features/account/preferences-page"), "PreferencesPage");
const ForgotPasswordPage = lazyNamed(() => import("@/features/account/forgot-password-page"), "ForgotPasswordPage");
const ResetPasswordPage = lazyNamed(() => import("@/features/account/reset-password-page"), "ResetPasswordPage");
const ConfirmEmailPage = lazyNamed(() => import("@/features/account/confirm-email-page"), "ConfirmEmailPage");
const PointsPage = lazyNamed(() => import("@/features/points/points-page"), "PointsPage");
const FavoritesPage = lazyNamed(() => import("@/features/favorites/favorites-page"), "FavoritesPage");
const MemberDashboardPage = lazyNamed(() => import("@/features/dashboard/member-dashboard-page"), "MemberDashboardPage");
const TravelersPage = lazyNamed(() => import("@/features/dashboard/travelers-page"), "TravelersPage");
const OwnerDashboardPage = lazyNamed(() => import("@/features/owners/owner-dashboard-page"), "OwnerDashboardPage");
const OwnerStayFormPage = lazyNamed(() => import("@/features/owners/stay-form-page"), "OwnerStayFormPage");
const StorePage = lazyNamed(() => import("@/features/store/store-page"), "StorePage");
const CollectionPage = lazyNamed(() => import("@/features/store/collection-page"), "CollectionPage");
const ProductPage = lazyNamed(() => import("@/features/store/product-page"), "ProductPage");
const CartPage = lazyNamed(() => import("@/features/store/cart-page"), "CartPage");
const OrdersPage = lazyNamed(() => import("@/features/store/orders-page"), "OrdersPage");
const OrderPage = lazyNamed(() => import("@/features/store/orders-page"), "OrderPage");
const DirectShopPage = lazyNamed(() => import("@/features/store/direct-shop-page"), "DirectShopPage");
const StoreAdminPage = lazyNamed(() => import("@/features/admin/store/store-admin-page"), "StoreAdminPage");
const WebsiteEditorPage = lazyNamed(() => import("@/features/website-editor/website-editor-page"), "WebsiteEditorPage");
const AnalyticsTestPage = lazyNamed(() => import("@/features/tools/analytics-test-page"), "AnalyticsTestPage");
const AvatarDemoPage = lazyNamed(() => import("@/features/tools/avatar-demo-page"), "AvatarDemoPage");
const ApprovalsPage = lazyNamed(() => import("@/features/admin/approvals/approvals-page"), "ApprovalsPage");
const PartnerApiPage = lazyNamed(() => import("@/features/partners/partner-api-page"), "PartnerApiPage");
const PartnerDashboardPage = lazyNamed(() => import("@/features/partners/partner-dashboard-page"), "PartnerDashboardPage");
const SubmitJournalPage = lazyNamed(() => import("@/features/member-journal/submit-journal-page"), "SubmitJournalPage");
const MemberJournalPage = lazyNamed(() => import("@/features/member-journal/member-journal-page"), "MemberJournalPage");
const ActivityPage = lazyNamed(() => import("@/features/community/activity-page"), "ActivityPage");
const LeaderboardPage = lazyNamed(() => import("@/features/community/leaderboard-page"), "LeaderboardPage");
const TripsPage = lazyNamed(() => import("@/features/trips/trips-page"), "TripsPage");
const TripBoardPage = lazyNamed(() => import("@/features/trips/trip-board-page"), "TripBoardPage");
const JoinTripPage = lazyNamed(() => import("@/features/trips/join-trip-page"), "JoinTripPage");
const SharedTripPage = lazyNamed(() => import("@/features/trips/shared-trip-page"), "SharedTripPage");
const AvailabilityPage = lazyNamed(() => import("@/features/availability/availability-page"), "AvailabilityPage");
const AiSearchPage = lazyNamed(() => import("@/features/search/ai-search-page"), "AiSearchPage");
const ConciergePage = lazyNamed(() => import("@/features/concierge/concierge-page"), "ConciergePage");
const ComingSoonPage = lazyNamed(() => import("@/features/coming-soon/coming-soon-page"), "ComingSoonPage");
const AdminDashboardPage = lazyNamed(() => import("@/features/admin/dashboard/admin-dashboard-page"), "AdminDashboardPage");
const AdminLoginPage = lazyNamed(() => import("@/features/admin/login/admin-login-page"), "AdminLoginPage");
const AdminUsersPage = lazyNamed(() => import("@/features/admin/users/admin-users-page"), "AdminUsersPage");
const AdminSettingsPage = lazyNamed(() => import("@/features/admin/settings/admin-settings-page"), "AdminSettingsPage");
const PropertiesListPage = lazyNamed(() => import("@/features/admin/properties/properties-list-page"), "PropertiesListPage");
const PropertyFormPage = lazyNamed(() => import("@/features/admin/properties/property-form-page"), "PropertyFormPage");
const PointsSystemPage = lazyNamed(() => import("@/features/admin/points/points-system-page"), "PointsSystemPage");
const MonitoringPage = lazyNamed(() => import("@/features/admin/monitoring/monitoring-page"), "MonitoringPage");
const AdminSponsorsPage = lazyNamed(() => import("@/features/admin/sponsors/admin-sponsors-page"), "AdminSponsorsPage");
const AddPropertiesPage = lazyNamed(() => import("@/features/admin/add-properties/add-properties-page"), "AddPropertiesPage");
const EmailPreviewPage = lazyNamed(() => import("@/features/email-preview/email-preview-page"), "EmailPreviewPage");

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
      <Route path="/listings/:slug" component={ListingDetailPage} />

      <Route path="/recommendations" component={RecommendationsPage} />
      <Route path="/travelers" component={TravelersPage} />
      <Route path="/travelers/dashboard" component={TravelersPage} />

      <Route path="/journal" component={JournalPage} />
      <Route path="/journal/:slug" component={ArticlePage} />
      <Route path="/submit-journal" component={SubmitJournalPage} />
      <Route path="/member-journal" component={MemberJournalPage} />

      <Route path="/membership" component={MembershipPage} />
      <Route path="/checkout" component={CheckoutPage} />
      <Route path="/membership/checkout" component={CheckoutPage} />
      <Route path="/subscribe/:tierId" component={SubscribePage} />
      <Route path="/membership/success" component={MembershipSuccessPage} />

      <Route path="/availability" component={AvailabilityPage} />

      <Route path="/merch" component={StorePage} />
      <Route path="/store" component={StorePage} />
      <Route path="/store/collections/:collectionId" component={CollectionPage} />
      <Route path="/store/products/:slug" component={ProductPage} />
      <Route path="/store/cart" component={CartPage} />
      <Route path="/store/orders" component={OrdersPage} />
      <Route path="/store/orders/:id" component={OrderPage} />
      <Route path="/direct-shop" component={DirectShopPage} />

      <Route path="/sponsors" component={SponsorsPage} />

      <Route path="/account" component={AccountPage} />
      <Route path="/account/billing" component={DemoBillingPage} />
      <Route path="/account/points" component={PointsPage} />
      <Route path="/member/dashboard" component={MemberDashboardPage} />
      <Route path="/dashboard" component={MemberDashboardPage} />
      <Route path="/favorites" component={FavoritesPage} />
      <Route path="/preferences" component={PreferencesPage} />
      <Route path="/profile" component={ProfilePage} />
      <Route path="/settings" component={SettingsPage} />
      <Route path="/forgot-password" component={ForgotPasswordPage} />
      <Route path="/reset-password" component={ResetPasswordPage} />
      <Route path="/confirm-email" component={ConfirmEmailPage} />

      <Route path="/direct-admin" component={AdminDashboardPage} />
      <Route path="/admin" component={AdminDashboardPage} />
      <Route path="/direct-admin/admin-users" component={AdminUsersPage} />
      <Route path="/admin-users" component={AdminUsersPage} />
      <Route path="/admin/users" component={AdminUsersPage} />
      <Route path="/direct-admin/settings" component={AdminSettingsPage} />
      <Route path="/admin-login" component={AdminLoginPage} />
      <Route path="/quick-admin" component={AdminLoginPage} />
      <Route path="/quick-login" component={AdminLoginPage} />
      <Route path="/admin/properties" component={PropertiesListPage} />
      <Route path="/admin/properties/new" component={PropertyFormPage} />
      <Route path="/admin/properties/:id" component={PropertyFormPage} />
      <Route path="/admin/points-system" component={PointsSystemPage} />
      <Route path="/admin/monitoring" component={MonitoringPage} />
      <Route path="/admin/sponsors" component={AdminSponsorsPage} />
      <Route path="/admin/approvals" component={ApprovalsPage} />
      <Route path="/admin/store" component={StoreAdminPage} />

      <Route path="/owner/dashboard" component={OwnerDashboardPage} />
      <Route path="/owner/stays/new" component={OwnerStayFormPage} />
      <Route path="/owner/stays/:id" component={OwnerStayFormPage} />
      <Route path="/partner/api" component={PartnerApiPage} />
      <Route path="/partner/dashboard" component={PartnerDashboardPage} />

      <Route path="/search"><ListingsPage variant="search" /></Route>
      <Route path="/search/advanced"><ListingsPage variant="advanced-search" /></Route>
      <Route path="/ai-search" component={AiSearchPage} />

      <Route path="/signin" component={SignInPage} />
      <Route path="/member-login" component={SignInPage} />
      <Route path="/login" component={SignInPage} />
      <Route path="/signup" component={SignUpPage} />

      <Route path="/community/activity" component={ActivityPage} />
      <Route path="/community/leaderboard" component={LeaderboardPage} />

      <Route path="/concierge" component={ConciergePage} />
      <Route path="/travel-concierge" component={ConciergePage} />
      <Route path="/trip-planning" component={TripsPage} />
      <Route path="/trip-planning/join/:token" component={JoinTripPage} />
      <Route path="/trip-planning/shared/:token" component={SharedTripPage} />
      <Route path="/trip-planning/:id" component={TripBoardPage} />

      <Route path="/website-editor" component={WebsiteEditorPage} />
      <Route path="/add-properties" component={AddPropertiesPage} />
      <Route path="/analytics-test" component={AnalyticsTestPage} />
      <Route path="/avatar-demo" component={AvatarDemoPage} />
      <Route path="/email-preview" component={EmailPreviewPage} />

      <Route path="/about"><InfoPage page="about" /></Route>
      <Route path="/careers"><InfoPage page="careers" /></Route>
      <Route path="/press"><InfoPage page="press" /></Route>
      <Route path="/help"><InfoPage page="help" /></Route>
      <Route path="/safety"><InfoPage page="safety" /></Route>
      <Route path="/contact"><InfoPage page="contact" /></Route>
      <Route path="/terms"><InfoPage page="terms" /></Route>
      <Route path="/privacy"><InfoPage page="privacy" /></Route>
      <Route path="/cookies"><InfoPage page="cookies" /></Route>
      <Route path="/guide"><InfoPage page="guide" /></Route>
      <Route path="/destinations" component={DestinationsPage} />

      <Route component={NotFoundPage} />
    </Switch>
  );
}
