// The buffered writer passes the check, and the profile and its summary are there.
def log = new File(basedir, 'build.log').text
assert log.contains('iobench check passed')
assert new File(basedir, 'target/iobench.json').isFile()
def xml = new File(basedir, 'target/surefire-reports/TEST-iobench-check.xml').text
assert !xml.contains('<failure')
