CREATE SCHEMA "publishing";
--> statement-breakpoint
CREATE SCHEMA "navigation";
--> statement-breakpoint
CREATE SCHEMA "merchandising";
--> statement-breakpoint
CREATE SCHEMA "pages";
--> statement-breakpoint
CREATE SCHEMA "articles";
--> statement-breakpoint
CREATE SCHEMA "branches";
--> statement-breakpoint
CREATE SCHEMA "content";
--> statement-breakpoint
ALTER TABLE "cms"."page_meta" SET SCHEMA "publishing";
--> statement-breakpoint
ALTER TABLE "cms"."menu_items" SET SCHEMA "navigation";
--> statement-breakpoint
ALTER TABLE "cms"."menus" SET SCHEMA "navigation";
--> statement-breakpoint
ALTER TABLE "cms"."redirects" SET SCHEMA "navigation";
--> statement-breakpoint
ALTER TABLE "cms"."top_categories" SET SCHEMA "navigation";
--> statement-breakpoint
ALTER TABLE "cms"."top_category_links" SET SCHEMA "navigation";
--> statement-breakpoint
ALTER TABLE "cms"."brand_contents" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."catalog_banners" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."category_contents" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."category_faqs" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."colours" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."filtered_categories" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."info_boxes" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."limited_offers" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."materials" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."small_banners" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."virtual_categories" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."wide_banners" SET SCHEMA "merchandising";
--> statement-breakpoint
ALTER TABLE "cms"."curated_guides" SET SCHEMA "pages";
--> statement-breakpoint
ALTER TABLE "cms"."pages" SET SCHEMA "pages";
--> statement-breakpoint
ALTER TABLE "cms"."url_rewrites" SET SCHEMA "pages";
--> statement-breakpoint
ALTER TABLE "cms"."article_categories" SET SCHEMA "articles";
--> statement-breakpoint
ALTER TABLE "cms"."article_list_configuration" SET SCHEMA "articles";
--> statement-breakpoint
ALTER TABLE "cms"."article_tag_links" SET SCHEMA "articles";
--> statement-breakpoint
ALTER TABLE "cms"."article_tags" SET SCHEMA "articles";
--> statement-breakpoint
ALTER TABLE "cms"."articles" SET SCHEMA "articles";
--> statement-breakpoint
ALTER TABLE "cms"."authors" SET SCHEMA "articles";
--> statement-breakpoint
ALTER TABLE "cms"."category_linked_articles" SET SCHEMA "articles";
--> statement-breakpoint
ALTER TABLE "cms"."branch_contents" SET SCHEMA "branches";
--> statement-breakpoint
ALTER TABLE "cms"."branch_employees" SET SCHEMA "branches";
--> statement-breakpoint
ALTER TABLE "cms"."faq_entries" SET SCHEMA "content";
--> statement-breakpoint
ALTER TABLE "cms"."glossary_terms" SET SCHEMA "content";
--> statement-breakpoint
ALTER TABLE "cms"."infomails" SET SCHEMA "content";
--> statement-breakpoint
DROP SCHEMA "cms";
