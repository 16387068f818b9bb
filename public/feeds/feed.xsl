<?xml version="1.0" encoding="utf-8"?>
<!--
  What a browser shows for one of our Atom feeds (app/utils/atom.ts links it): what a
  feed is, how to follow it, and its entries. Feed readers never read this file. Every
  value of the feed is written as text (value-of), never copied in as markup.
-->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns:atom="http://www.w3.org/2005/Atom" exclude-result-prefixes="atom">
  <xsl:output method="html" encoding="utf-8" doctype-system="about:legacy-compat" />
  <xsl:template match="/atom:feed">
    <html lang="en-US">
      <head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title><xsl:value-of select="atom:title" /> · feed · Fort Worth Eats</title>
        <link rel="stylesheet" href="/feeds/feed.css" />
      </head>
      <body>
        <header>
          <p class="site"><a href="/">Fort Worth Eats</a></p>
          <h1><xsl:value-of select="atom:title" /></h1>
          <xsl:if test="atom:subtitle"><p><xsl:value-of select="atom:subtitle" /></p></xsl:if>
        </header>
        <main>
          <section class="about" aria-labelledby="about-feeds">
            <h2 id="about-feeds">This is a feed</h2>
            <p>A feed lists what is new on a page of ours, so a feed reader app can tell you when something is added, without you coming back to look. Nothing to install here: this page is the feed as your browser shows it.</p>
            <p>To follow it, copy this address into your feed reader (NetNewsWire, Feedly, Thunderbird, Inoreader or any other that reads Atom or RSS):</p>
            <p><code><xsl:value-of select="atom:link[@rel='self']/@href" /></code></p>
            <p><a href="{atom:link[@rel='alternate']/@href}">Back to the page this feed follows</a></p>
          </section>
          <section aria-labelledby="entries">
            <h2 id="entries">Latest entries</h2>
            <xsl:choose>
              <xsl:when test="atom:entry">
                <ol>
                  <xsl:for-each select="atom:entry">
                    <li>
                      <h3><a href="{atom:link[@rel='alternate']/@href}"><xsl:value-of select="atom:title" /></a></h3>
                      <p class="date">Updated <time datetime="{atom:updated}"><xsl:value-of select="substring(atom:updated, 1, 10)" /></time></p>
                      <xsl:if test="atom:summary"><p><xsl:value-of select="atom:summary" /></p></xsl:if>
                    </li>
                  </xsl:for-each>
                </ol>
              </xsl:when>
              <xsl:otherwise><p>Nothing here yet: a feed reader will show the first entry when it comes.</p></xsl:otherwise>
            </xsl:choose>
          </section>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
