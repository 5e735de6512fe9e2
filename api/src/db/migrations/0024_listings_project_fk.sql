-- Every listing belongs to a described project, so a buyer's link to the project's
-- page never ends in a 404. NOT VALID: a database upgraded from before 0022 may hold listings
-- whose project is described only when the server loads api/data/projects.json after these
-- migrations (or by `pnpm ops projects seed`); the key holds for every listing added or moved
-- from now on, and `VALIDATE CONSTRAINT` can be run once every project is described.
ALTER TABLE "listings" ADD CONSTRAINT "listings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE no action ON UPDATE no action NOT VALID;
